import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  BlackKey,
  getNoteRangeArray,
  KeyLabel,
  Piano,
  SHORTCUTS,
  WhiteKey,
  type KeyMethods,
  type PianoMethods,
} from './index.js';
import { CLICK_NOTE_MS } from './usePiano.js';

function key(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

function setup(props: Partial<Parameters<typeof Piano>[0]> = {}) {
  const onNoteOn = vi.fn();
  const onNoteOff = vi.fn();
  const utils = render(
    <Piano aria-label="Keyboard" from={60} to={72} onNoteOn={onNoteOn} onNoteOff={onNoteOff} {...props} />,
  );
  return { ...utils, onNoteOn, onNoteOff };
}

describe('getNoteRangeArray', () => {
  it('lists the note numbers from `from` to `to`, both included', () => {
    expect(getNoteRangeArray(60, 64)).toEqual([60, 61, 62, 63, 64]);
    expect(getNoteRangeArray(21, 21)).toEqual([21]);
  });

  it('rejects reversed ranges and non-integers with a clear error', () => {
    expect(() => getNoteRangeArray(72, 60)).toThrow(/from \(72\) is above to \(60\)/);
    expect(() => getNoteRangeArray(60.5, 64)).toThrow(RangeError);
  });
});

describe('SHORTCUTS', () => {
  it('maps the home row to white keys and the row above to black keys from C', () => {
    expect(SHORTCUTS.KeyA).toBe(0);
    expect(SHORTCUTS.KeyW).toBe(1);
    expect(SHORTCUTS.KeyS).toBe(2);
    expect(SHORTCUTS.KeyK).toBe(12);
    expect(Object.isFrozen(SHORTCUTS)).toBe(true);
  });
});

describe('Piano', () => {
  it('renders a labelled group of note-named buttons, white and black', () => {
    setup({ from: 60, to: 64 });
    const group = screen.getByRole('group', { name: 'Keyboard' });
    expect(group.className).toBe('vibrato-piano');
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['C4', 'C#4', 'D4', 'D#4', 'E4']);
    expect(key('C4').className).toContain('vibrato-piano__key--white');
    expect(key('C#4').className).toContain('vibrato-piano__key--black');
    expect(key('C#4').style.getPropertyValue('--vibrato-piano-key-index')).toBe('1');
    expect(group.style.getPropertyValue('--vibrato-piano-white-keys')).toBe('3');
    expect(key('C4').getAttribute('aria-pressed')).toBe('false');
  });

  it('names notes with another octave numbering', () => {
    setup({ from: 60, to: 60, octaveOffset: -2 });
    expect(key('C3').dataset.note).toBe('60');
  });

  it('plays a key pressed with the pointer until the pointer is released anywhere', () => {
    const { onNoteOn, onNoteOff } = setup();
    fireEvent.pointerDown(key('E4'), { pointerId: 1, button: 0 });
    expect(onNoteOn).toHaveBeenCalledWith(64, 100);
    expect(key('E4').hasAttribute('data-active')).toBe(true);
    expect(key('E4').getAttribute('aria-pressed')).toBe('true');
    fireEvent.pointerUp(document.body, { pointerId: 1 });
    expect(onNoteOff).toHaveBeenCalledWith(64, 0);
    expect(key('E4').hasAttribute('data-active')).toBe(false);
  });

  it('focuses the key a pointer presses, so the computer keyboard plays next', () => {
    const { onNoteOn } = setup();
    fireEvent.pointerDown(key('E4'), { pointerId: 1, button: 0 });
    fireEvent.pointerUp(document.body, { pointerId: 1 });
    expect(document.activeElement).toBe(key('E4'));
    expect(key('E4').tabIndex).toBe(0);
    fireEvent.keyDown(key('E4'), { key: 'a', code: 'KeyA' });
    expect(onNoteOn).toHaveBeenLastCalledWith(60, 100);
  });

  it('slides from key to key while pressed (glissando), and only while pressed', () => {
    const { onNoteOn, onNoteOff } = setup({ velocity: 80 });
    fireEvent.pointerOver(key('C4'), { pointerId: 1 });
    expect(onNoteOn).not.toHaveBeenCalled();
    fireEvent.pointerDown(key('C4'), { pointerId: 1, button: 0 });
    fireEvent.pointerOver(key('C#4'), { pointerId: 1 });
    fireEvent.pointerOver(key('D4'), { pointerId: 1 });
    fireEvent.pointerUp(key('D4'), { pointerId: 1 });
    fireEvent.pointerOver(key('E4'), { pointerId: 1 });
    expect(onNoteOn.mock.calls).toEqual([
      [60, 80],
      [61, 80],
      [62, 80],
    ]);
    expect(onNoteOff.mock.calls).toEqual([
      [60, 0],
      [61, 0],
      [62, 0],
    ]);
  });

  it('ends the note when the pressed pointer leaves the piano and plays again when it comes back', () => {
    const { onNoteOn, onNoteOff } = setup();
    fireEvent.pointerDown(key('G4'), { pointerId: 3, button: 0 });
    fireEvent.pointerLeave(screen.getByRole('group'), { pointerId: 3 });
    expect(onNoteOff).toHaveBeenCalledWith(67, 0);
    fireEvent.pointerOver(key('A4'), { pointerId: 3 });
    expect(onNoteOn).toHaveBeenLastCalledWith(69, 100);
  });

  it('plays several pointers at once and ignores secondary buttons', () => {
    const { onNoteOn, onNoteOff } = setup();
    fireEvent.pointerDown(key('C4'), { pointerId: 1, button: 0 });
    fireEvent.pointerDown(key('E4'), { pointerId: 2, button: 0 });
    fireEvent.pointerDown(key('G4'), { pointerId: 4, button: 2 });
    expect(onNoteOn.mock.calls.map((call) => call[0])).toEqual([60, 64]);
    fireEvent.pointerUp(document.body, { pointerId: 1 });
    expect(onNoteOff.mock.calls.map((call) => call[0])).toEqual([60]);
    expect(key('E4').hasAttribute('data-active')).toBe(true);
  });

  it('plays the computer-keyboard shortcuts from the first C while a key has focus', () => {
    const { onNoteOn, onNoteOff } = setup({ from: 55, to: 72 });
    const c4 = key('C4');
    c4.focus();
    fireEvent.keyDown(c4, { key: 'a', code: 'KeyA' });
    fireEvent.keyDown(c4, { key: 'a', code: 'KeyA', repeat: true });
    fireEvent.keyDown(c4, { key: 'w', code: 'KeyW' });
    expect(onNoteOn.mock.calls).toEqual([
      [60, 100],
      [61, 100],
    ]);
    fireEvent.keyUp(c4, { key: 'a', code: 'KeyA' });
    expect(onNoteOff.mock.calls).toEqual([[60, 0]]);
    // Outside the range (F5 = 77 > 72) and with Ctrl: nothing plays.
    fireEvent.keyDown(c4, { key: "'", code: 'Quote' });
    fireEvent.keyDown(c4, { key: 's', code: 'KeyS', ctrlKey: true });
    expect(onNoteOn).toHaveBeenCalledTimes(2);
  });

  it('counts the shortcuts from the C below a range without a C, and starts Tab on its lowest key', async () => {
    // F3 to B3: the F key plays F3 and J plays B3, where they sit on a piano laid over the keyboard from C3.
    const { onNoteOn } = setup({ from: 53, to: 59 });
    await userEvent.setup().tab();
    expect(document.activeElement).toBe(key('F3'));
    expect(key('F3').getAttribute('aria-keyshortcuts')).toBe('F');
    expect(key('B3').getAttribute('aria-keyshortcuts')).toBe('J');
    for (const code of ['KeyA', 'KeyF', 'KeyT', 'KeyJ', 'KeyK']) fireEvent.keyDown(key('F3'), { code });
    // A (C3) and K (C4) lie outside the range.
    expect(onNoteOn.mock.calls.map((call) => call[0])).toEqual([53, 54, 59]);
  });

  it('uses custom shortcuts and shortcutBase, or none', () => {
    const { onNoteOn, rerender } = setup({ shortcuts: { KeyZ: 0, KeyX: 2 }, shortcutBase: 64 });
    key('C4').focus();
    fireEvent.keyDown(key('C4'), { key: 'x', code: 'KeyX' });
    fireEvent.keyDown(key('C4'), { key: 'a', code: 'KeyA' });
    expect(onNoteOn.mock.calls).toEqual([[66, 100]]);
    expect(key('E4').getAttribute('aria-keyshortcuts')).toBe('Z');
    rerender(<Piano aria-label="Keyboard" from={60} to={72} onNoteOn={onNoteOn} shortcuts={false} />);
    fireEvent.keyDown(key('C4'), { key: 'z', code: 'KeyZ' });
    expect(onNoteOn).toHaveBeenCalledTimes(1);
    expect(key('E4').hasAttribute('aria-keyshortcuts')).toBe(false);
  });

  it('plays the focused key with Enter or Space, from key down to key up', async () => {
    const { onNoteOn, onNoteOff } = setup();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(key('C4'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(key('D4'));
    await user.keyboard('{Enter>}');
    expect(onNoteOn).toHaveBeenLastCalledWith(62, 100);
    expect(onNoteOff).not.toHaveBeenCalled();
    await user.keyboard('{/Enter}');
    expect(onNoteOff).toHaveBeenLastCalledWith(62, 0);
    await user.keyboard('[Space]');
    expect(onNoteOn).toHaveBeenCalledTimes(2);
    expect(onNoteOff).toHaveBeenCalledTimes(2);
  });

  it('plays a short note for a click alone (a screen reader, voice or switch control), once per press', () => {
    vi.useFakeTimers();
    try {
      const { onNoteOn, onNoteOff } = setup();
      fireEvent.click(key('E4'), { detail: 0 });
      expect(onNoteOn).toHaveBeenLastCalledWith(64, 100);
      expect(onNoteOff).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(CLICK_NOTE_MS));
      expect(onNoteOff).toHaveBeenLastCalledWith(64, 0);
      // A pointer's click (detail 1) follows its pointerdown, which played already.
      fireEvent.click(key('E4'), { detail: 1 });
      // The click a browser makes of Enter on a button is that key press's own.
      fireEvent.keyDown(key('D4'), { key: 'Enter', code: 'Enter' });
      fireEvent.keyUp(key('D4'), { key: 'Enter', code: 'Enter' });
      fireEvent.click(key('D4'), { detail: 0 });
      expect(onNoteOn).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves focus between keys with the arrows, Home and End, with one tab stop', async () => {
    setup({ from: 60, to: 64 });
    const tabbable = screen.getAllByRole('button').filter((button) => button.tabIndex === 0);
    expect(tabbable).toEqual([key('C4')]);
    key('C4').focus();
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(key('E4'));
    expect(key('E4').tabIndex).toBe(0);
    expect(key('C4').tabIndex).toBe(-1);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(key('D#4'));
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement).toBe(key('C4'));
  });

  it('shows activeNotes as pressed without calling back', () => {
    const { onNoteOn, rerender } = setup({ activeNotes: [64, 67] });
    expect(key('E4').hasAttribute('data-active')).toBe(true);
    expect(key('G4').getAttribute('aria-pressed')).toBe('true');
    expect(key('C4').hasAttribute('data-active')).toBe(false);
    rerender(
      <Piano aria-label="Keyboard" from={60} to={72} activeNotes={[60]} classNames={{ activeKey: 'lit' }} />,
    );
    expect(key('E4').hasAttribute('data-active')).toBe(false);
    expect(key('C4').className).toContain('lit');
    expect(onNoteOn).not.toHaveBeenCalled();
  });

  it('sounds a note once when a pointer and a shortcut hold it together', () => {
    const { onNoteOn, onNoteOff } = setup();
    key('C4').focus();
    fireEvent.pointerDown(key('C4'), { pointerId: 1, button: 0 });
    fireEvent.keyDown(key('C4'), { key: 'a', code: 'KeyA' });
    expect(onNoteOn).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(document.body, { pointerId: 1 });
    expect(onNoteOff).not.toHaveBeenCalled();
    fireEvent.keyUp(key('C4'), { key: 'a', code: 'KeyA' });
    expect(onNoteOff).toHaveBeenCalledTimes(1);
  });

  it('ends keyboard notes when focus leaves the piano', () => {
    const onNoteOff = vi.fn();
    render(
      <>
        <Piano aria-label="Keyboard" from={60} to={72} onNoteOff={onNoteOff} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const c4 = key('C4');
    c4.focus();
    fireEvent.keyDown(c4, { key: 'd', code: 'KeyD' });
    fireEvent.keyDown(c4, { key: 'ArrowRight', code: 'ArrowRight' });
    expect(document.activeElement).toBe(key('C#4'));
    expect(onNoteOff).not.toHaveBeenCalled();
    act(() => key('Elsewhere').focus());
    expect(onNoteOff).toHaveBeenCalledWith(64, 0);
  });

  it('plays nothing while disabled and ends held notes when it becomes disabled', () => {
    const { onNoteOn, onNoteOff, rerender } = setup();
    fireEvent.pointerDown(key('C4'), { pointerId: 1, button: 0 });
    rerender(
      <Piano aria-label="Keyboard" from={60} to={72} onNoteOn={onNoteOn} onNoteOff={onNoteOff} disabled />,
    );
    expect(onNoteOff).toHaveBeenCalledWith(60, 0);
    expect(key('D4').disabled).toBe(true);
    expect(screen.getByRole('group').hasAttribute('data-disabled')).toBe(true);
    fireEvent.pointerDown(key('D4'), { pointerId: 2, button: 0 });
    fireEvent.keyDown(key('D4'), { key: 'a', code: 'KeyA' });
    expect(onNoteOn).toHaveBeenCalledTimes(1);
  });

  it('releases every note through its ref and on unmount', () => {
    const ref = createRef<PianoMethods>();
    const onNoteOff = vi.fn();
    const { unmount } = render(
      <Piano ref={ref} aria-label="Keyboard" from={60} to={72} onNoteOff={onNoteOff} />,
    );
    act(() => ref.current?.focus());
    expect(document.activeElement).toBe(key('C4'));
    expect(ref.current?.element).toBe(screen.getByRole('group'));
    fireEvent.pointerDown(key('C4'), { pointerId: 1, button: 0 });
    act(() => ref.current?.releaseAll());
    expect(onNoteOff).toHaveBeenCalledWith(60, 0);
    fireEvent.keyDown(key('C4'), { key: 'g', code: 'KeyG' });
    unmount();
    expect(onNoteOff).toHaveBeenLastCalledWith(67, 0);
    expect(onNoteOff).toHaveBeenCalledTimes(2);
  });

  it('labels the Cs by default and takes a custom keyLabel with the shortcut text', () => {
    const { container, rerender } = setup({ from: 60, to: 72 });
    expect(
      [...container.querySelectorAll('.vibrato-piano__label')].map((label) => label.textContent),
    ).toEqual(['C4', 'C5']);
    rerender(
      <Piano
        aria-label="Keyboard"
        from={60}
        to={62}
        keyLabel={(note, shortcut) => <KeyLabel note={note}>{shortcut}</KeyLabel>}
      />,
    );
    expect(
      [...container.querySelectorAll('.vibrato-piano__label')].map((label) => label.textContent),
    ).toEqual(['A', 'W', 'S']);
    expect(container.querySelector('.vibrato-piano__label')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('WhiteKey and BlackKey on their own', () => {
  it('play with the pointer and with Enter or Space, and expose focus through a ref', async () => {
    const onNoteOn = vi.fn();
    const onNoteOff = vi.fn();
    const ref = createRef<KeyMethods>();
    render(
      <>
        <WhiteKey ref={ref} note={60} velocity={90} onNoteOn={onNoteOn} onNoteOff={onNoteOff}>
          <KeyLabel note={60} />
        </WhiteKey>
        <BlackKey note={61} active />
      </>,
    );
    const white = key('C4');
    fireEvent.pointerDown(white, { button: 0 });
    fireEvent.pointerLeave(white);
    expect(onNoteOn).toHaveBeenCalledWith(60, 90);
    expect(onNoteOff).toHaveBeenCalledWith(60, 0);
    act(() => ref.current?.focus());
    expect(document.activeElement).toBe(white);
    const user = userEvent.setup();
    await user.keyboard('[Space>]');
    expect(onNoteOn).toHaveBeenCalledTimes(2);
    await user.keyboard('[/Space]');
    expect(onNoteOff).toHaveBeenCalledTimes(2);
    expect(white.textContent).toBe('C4');
    expect(key('C#4').hasAttribute('data-active')).toBe(true);
    expect(key('C#4').className).toBe('vibrato-piano__key vibrato-piano__key--black');
  });
});
