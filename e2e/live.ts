import { expect, type Locator, type Page } from '@playwright/test';

/** A live block's chunks (its result's, its editor's) may take a while on a busy machine. */
export const LIVE_LOAD = { timeout: 15_000 };

/**
 * Focuses a live block's code, which loads its editor, and waits until the editor has taken the code's place
 * (react-live's content-editable text box, with the same label) and has the focus.
 */
export async function openEditor(editor: Locator): Promise<void> {
  await editor.focus();
  await expect(editor).toHaveAttribute('contenteditable', /.+/, LIVE_LOAD);
  await expect(editor).toBeFocused();
}

/** Replaces everything in a playground editor by typing, as a reader would. */
export async function retype(page: Page, editor: Locator, code: string): Promise<void> {
  await openEditor(editor);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  // The editor re-renders once emptied; a key typed before that can be lost on a busy machine.
  await expect(editor).toHaveText(/^\s*$/);
  await page.keyboard.type(code);
  await expect(editor).toContainText(code.split('\n')[0] ?? '');
}
