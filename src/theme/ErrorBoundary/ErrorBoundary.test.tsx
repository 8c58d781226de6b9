// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './index';
import { RootErrorBoundary } from './RootErrorBoundary';

afterEach(cleanup);

// React renders a crashing tree twice before giving up, so the crash is a switch, not a count.
let broken = false;
function Flaky() {
  if (broken) {
    throw new Error('Cannot read properties of undefined (reading "frontmatter")');
  }
  return <p>Page content</p>;
}

/** Uses a hook, as the real fallbacks do. */
function Fallback({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  const [label] = useState('Try again');
  return (
    <div>
      <p>This page crashed</p>
      <pre>{error.message}</pre>
      <button type="button" onClick={tryAgain}>
        {label}
      </button>
    </div>
  );
}

describe('ErrorBoundary', () => {
  it('shows the fallback with the error text, and Try again renders the page again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    render(
      <ErrorBoundary fallback={Fallback}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('This page crashed')).toBeTruthy();
    expect(screen.getByText(/reading "frontmatter"/)).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Page content')).toBeTruthy();
  });

  it('clears the crash when the page path changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    const { rerender } = render(
      <ErrorBoundary fallback={Fallback} resetKey="/docs/">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('This page crashed')).toBeTruthy();
    broken = false;
    rerender(
      <ErrorBoundary fallback={Fallback} resetKey="/docs/components/knob/">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Page content')).toBeTruthy();
  });

  it('says "This page crashed." in the page locale at the root, outside the translation provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/ja/docs/');
    broken = true;
    render(
      <RootErrorBoundary path="/ja/docs/">
        <Flaky />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('heading').textContent).toBe('このページを表示できませんでした');
    expect(screen.getByRole('button').textContent).toBe('もう一度試してください');
    window.history.replaceState(null, '', '/docs/');
    cleanup();
    broken = true;
    render(
      <RootErrorBoundary path="/docs/">
        <Flaky />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('heading').textContent).toBe('This page crashed.');
  });
});
