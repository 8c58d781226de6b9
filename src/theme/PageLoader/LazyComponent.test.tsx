// @vitest-environment jsdom
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { LazyComponent } from './index';

vi.mock('../../i18n/react', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('LazyComponent', () => {
  it('renders the loaded part in slices, leaving the browser its turns between them', async () => {
    // Each of the part's 30 children takes 3 ms; a timer counts the turns the page had meanwhile. Rendered at
    // React's default priority, the part is one task and every child sees the same count.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setTimeout(tick, 0);
    };
    const seen: number[] = [];
    function Slow({ index }: { index: number }) {
      const end = performance.now() + 3;
      while (performance.now() < end) {
        // Busy, as a demo's controls are on their first render.
      }
      seen.push(turns);
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
    tick();
    await new Promise((resolve) => setTimeout(resolve, 400));
    ticking = false;
    expect(container.querySelectorAll('p')).toHaveLength(30);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBeGreaterThan(3);
    root.unmount();
  });
});
