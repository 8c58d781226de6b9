// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { Profiler, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorShell } from './Editor';

afterEach(cleanup);

/**
 * Stands in for react-live's editor: a `<pre>` that renders once more just after mounting (as the real one does to
 * set its text box up). Each commit records whether the `<pre>` had the focus by then.
 */
function SettlingEditor({ focusedAtCommit }: { focusedAtCommit: boolean[] }) {
  const pre = useRef<HTMLPreElement>(null);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(renderAgain, [renderAgain]);
  useLayoutEffect(() => {
    focusedAtCommit.push(document.activeElement === pre.current);
  });
  return <pre ref={pre}>code</pre>;
}

describe('EditorShell', () => {
  it('with autoFocus, focuses the text box only once the editor has rendered its second time', async () => {
    const focusedAtCommit: boolean[] = [];
    const { container } = render(
      <EditorShell title="Gain.tsx" autoFocus>
        <SettlingEditor focusedAtCommit={focusedAtCommit} />
      </EditorShell>,
    );
    await act(async () => {});
    // Focus given before the second render would be in place while the editor set itself up again.
    expect(focusedAtCommit).toEqual([false, false]);
    expect(document.activeElement).toBe(container.querySelector('pre'));
    expect(container.querySelector('pre')?.getAttribute('role')).toBe('textbox');
  });

  it('with autoFocus, leaves the focus where the reader moved it while the editor loaded', async () => {
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    render(
      <EditorShell title="Gain.tsx" autoFocus>
        <SettlingEditor focusedAtCommit={[]} />
      </EditorShell>,
    );
    await act(async () => {});
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });

  it('lets Tab pass until the reader types or presses in the text box, then lets it through to indent', async () => {
    // The editor indents on a window listener; the shell stops a Tab that should move focus on instead.
    const reachedEditor: string[] = [];
    const listener = (event: KeyboardEvent) => reachedEditor.push(event.key);
    window.addEventListener('keydown', listener);
    try {
      const { container } = render(
        <EditorShell title="Gain.tsx" autoFocus>
          <SettlingEditor focusedAtCommit={[]} />
        </EditorShell>,
      );
      await act(async () => {});
      const pre = container.querySelector('pre') as HTMLPreElement;
      const key = (name: string) =>
        pre.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
      key('Tab');
      key('a');
      key('Tab');
      key('Escape');
      key('Tab');
      // A press: the focus it gives (from outside), then the release.
      fireEvent.focusIn(pre);
      fireEvent.pointerUp(pre);
      key('Tab');
      expect(reachedEditor).toEqual(['a', 'Tab', 'Escape', 'Tab']);
    } finally {
      window.removeEventListener('keydown', listener);
    }
  });

  it('without autoFocus, leaves the focus where it is', async () => {
    const focusedAtCommit: boolean[] = [];
    render(
      <EditorShell title="Gain.tsx">
        <SettlingEditor focusedAtCommit={focusedAtCommit} />
      </EditorShell>,
    );
    await act(async () => {});
    expect(focusedAtCommit).toEqual([false, false]);
    expect(document.activeElement).toBe(document.body);
  });

  it('around the build’s highlighted code (no autoFocus), renders once', async () => {
    let commits = 0;
    render(
      <Profiler id="shell" onRender={() => (commits += 1)}>
        <EditorShell title="Gain.tsx">
          <pre>code</pre>
        </EditorShell>
      </Profiler>,
    );
    await act(async () => {});
    expect(commits).toBe(1);
  });
});
