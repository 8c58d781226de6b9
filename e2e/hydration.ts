import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it (the search button is marked ready by an effect), so a click
 * reaches a control's handler instead of landing on server-rendered markup that has none yet.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('button.navbar-search[data-ready]')).toBeAttached();
}
