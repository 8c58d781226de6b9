// @vitest-environment jsdom
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { busyFor, countTurns } from '../../testing/turns';
import { LazyComponent } from './index';

vi.mock('../../i18n/react', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('LazyComponent', () => {
  it('renders the loaded part in slices, leaving the browser its turns between them', async () => {
    // Each of the part's 30 children takes 3 ms to render; rendered at React's default priority, the part is one
    // task and every child sees the same count of turns.
    const turns = countTurns();
    const seen: number[] = [];
    function Slow({ index }: { index: number }) {
      busyFor(3);
      seen.push(turns.read());
      return <p>Control {index}</p>;
    }
    function Part() {
      return (
        <div>
          {Array.from({ length: 30 }, (_, index) => (
            <Slow key={index} index={index} />
          ))}
        </div>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<LazyComponent load={() => Promise.resolve({ default: Part })} props={{}} />);
    await new Promise((resolve) => setTimeout(resolve, 400));
    turns.stop();
    expect(container.querySelectorAll('p')).toHaveLength(30);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBeGreaterThan(3);
    root.unmount();
  });
});
