import { expect, test, type Page } from '@playwright/test';

/** Resolves once React has taken over the page: the colour toggle's label then names the current mode. */
const hydrated = (page: Page) =>
  expect(page.getByRole('banner').getByRole('button', { name: /\(currently|（現在/ })).toBeVisible();

const texts = {
  en: { path: '/docs/', text: /upcoming release of Vibrato UI/, close: 'Close the announcement' },
  ja: { path: '/ja/docs/', text: /次期リリース/, close: 'お知らせを閉じる' },
};

for (const [locale, { path, text, close }] of Object.entries(texts)) {
  test(`the announcement can be dismissed and stays dismissed, decided before paint (${locale})`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        (window as unknown as Record<string, unknown>).__dismissedAtBody =
          document.documentElement.hasAttribute('data-announcement-dismissed');
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await hydrated(page);
    const bar = page.getByRole('complementary').filter({ hasText: text });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: close }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__dismissedAtBody)).toBe(
      true,
    );
    await expect(page.getByText(text)).toBeHidden();
  });
}

test('an announcement with a new id shows again to readers who dismissed an older one', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('announcement-dismissed', 'docs-preview-2024'));
  await page.goto('/docs/');
  await hydrated(page);
  await expect(page.getByText(texts.en.text)).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-announcement-dismissed', '');
});

test('closing the announcement from the keyboard leaves the focus at the start of the page, not nowhere', async ({
  page,
}) => {
  await page.goto(texts.ja.path);
  await hydrated(page);
  await page.getByRole('button', { name: texts.ja.close }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(texts.ja.text)).toBeHidden();
  await expect(page.getByRole('link', { name: '本文へスキップ' })).toBeFocused();
  // The next Tab goes on into the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true);
});
