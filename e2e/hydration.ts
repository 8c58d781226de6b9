import { expect, type Page, type Route } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it (the search button is marked ready by an effect), so a click
 * reaches a control's handler instead of landing on server-rendered markup that has none yet.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('button.navbar-search[data-ready]')).toBeAttached();
}

/**
 * Opens `path` with the page's code held back (its app chunk waits), so what the reader does meanwhile comes before
 * any of it runs; the returned function lets the code load and waits until React has hydrated the page.
 */
export async function visitHeld(page: Page, path: string): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route('**/app-*.js', hold);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return async () => {
    release();
    await expect(page.locator('button.navbar-search[data-ready]')).toBeAttached();
    await page.unroute('**/app-*.js', hold);
  };
}
