// @vitest-environment jsdom
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { busyFor, countTurns } from '../testing/turns';
import { hydrateInTransition } from './hydrate';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

/** The page as Gatsby builds it: `#___gatsby` holding `#gatsby-focus-wrapper` with the server's markup. */
function Page({ children }: { children: React.ReactNode }) {
  return <div id="gatsby-focus-wrapper">{children}</div>;
}

function container(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.id = '___gatsby';
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

/** Resolves once React's scheduler has had its turns (it posts its tasks with setImmediate in Node). */
function settled(ms = 50): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrateInTransition', () => {
  it("takes over the server's markup, keeping its elements, and answers presses", async () => {
    const page = (
      <Page>
        <Counter />
      </Page>
    );
    const root = container(renderToString(page));
    const button = root.querySelector('button');
    hydrateInTransition(page, root);
    await settled();
    expect(root.querySelector('button')).toBe(button);
    button?.click();
    await settled();
    expect(button?.textContent).toBe('Pressed 1');
  });

  it('hydrates in slices, leaving the browser its turns between them', async () => {
    // Each part takes 3 ms to hydrate (the server's render is quick); hydrated at React's default priority, all
    // parts are one task and every part sees the same count of turns.
    const turns = countTurns();
    const hydration = { started: false };
    const seen: number[] = [];
    function Slow({ index }: { index: number }) {
      if (hydration.started) {
        busyFor(3);
        seen.push(turns.read());
      }
      return <p>Part {index}</p>;
    }
    const page = (
      <Page>
        {Array.from({ length: 30 }, (_, index) => (
          <Slow key={index} index={index} />
        ))}
      </Page>
    );
    const root = container(renderToString(page));
    hydration.started = true;
    hydrateInTransition(page, root);
    await settled(400);
    turns.stop();
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBeGreaterThan(3);
    expect(root.querySelectorAll('p')).toHaveLength(30);
  });

  it('renders into an element without server markup', async () => {
    const root = container('');
    hydrateInTransition(
      <Page>
        <Counter />
      </Page>,
      root,
    );
    await settled();
    expect(root.querySelector('button')?.textContent).toBe('Pressed 0');
  });

  it('says what is missing when the page has no element to start in', () => {
    expect(() => hydrateInTransition(<Counter />, null)).toThrow(/no #___gatsby element/);
  });
});
