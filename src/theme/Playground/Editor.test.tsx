// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
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
