// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDropdown } from './useDropdown';

function Menu() {
  const { rootRef, buttonProps, menuProps, onKeyDown } = useDropdown();
  return (
    <>
      <div ref={rootRef} onKeyDown={onKeyDown}>
        <button type="button" {...buttonProps}>
          Storybook
        </button>
        <ul {...menuProps}>
          <li>
            <a href="https://example.com/react/">React</a>
          </li>
          <li>
            <a href="https://example.com/wc/">Web Components</a>
          </li>
        </ul>
      </div>
      <button type="button">elsewhere</button>
    </>
  );
}

afterEach(cleanup);

const toggle = () => screen.getByRole('button', { name: 'Storybook' });
const menu = () => document.querySelector('ul') as HTMLUListElement;

describe('useDropdown', () => {
  it('opens on click and closes on Escape, returning focus to the button', () => {
    render(<Menu />);
    expect(menu().hidden).toBe(true);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(menu().hidden).toBe(false);
    expect(toggle().getAttribute('aria-controls')).toBe(menu().id);
    screen.getByText('React').focus();
    fireEvent.keyDown(screen.getByText('React'), { key: 'Escape' });
    expect(menu().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
  });

  it('closes on a press outside and when focus leaves', () => {
    render(<Menu />);
    fireEvent.click(toggle());
    fireEvent.mouseDown(document.body);
    expect(menu().hidden).toBe(true);
    fireEvent.click(toggle());
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    expect(menu().hidden).toBe(true);
  });

  it('moves between links with the arrow keys', async () => {
    render(<Menu />);
    fireEvent.keyDown(toggle(), { key: 'ArrowDown' });
    await act(() => new Promise(requestAnimationFrame));
    expect(menu().hidden).toBe(false);
    expect(document.activeElement?.textContent).toBe('React');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    await act(() => new Promise(requestAnimationFrame));
    expect(document.activeElement?.textContent).toBe('Web Components');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    await act(() => new Promise(requestAnimationFrame));
    expect(document.activeElement?.textContent).toBe('React');
  });
});
