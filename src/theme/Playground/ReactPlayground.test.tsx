// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type { Editor } from 'react-live';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReactPlayground from './ReactPlayground';

type EditorProps = ComponentProps<typeof Editor>;

/** Every render of react-live's editor, with its props: a stand-in records them. */
const editorRenders = vi.hoisted(() => [] as EditorProps[]);

vi.mock('react-live', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-live')>();
  return {
    ...actual,
    Editor: (props: EditorProps) => {
      editorRenders.push(props);
      return <pre>{props.code}</pre>;
    },
  };
});

afterEach(() => {
  cleanup();
  editorRenders.length = 0;
});

describe('ReactPlayground', () => {
  it('compiling and running the example does not render the editor again, nor do the edits it passes on', async () => {
    render(<ReactPlayground code="render(<p>first</p>)" title="Example.tsx" />);
    expect(await screen.findByText('first', { selector: 'p' })).toBeTruthy();
    expect(editorRenders).toHaveLength(1);
    expect(editorRenders[0]?.code).toBe('render(<p>first</p>)');

    // The reader's edits reach the provider through the editor's onChange, which stays the same.
    const onChange = editorRenders[0]?.onChange;
    act(() => onChange?.('render(<p>second</p>)'));
    expect(await screen.findByText('second', { selector: 'p' })).toBeTruthy();
    act(() => onChange?.('render(<p>third</p>)'));
    expect(await screen.findByText('third', { selector: 'p' })).toBeTruthy();
    expect(editorRenders).toHaveLength(1);
  });
});
