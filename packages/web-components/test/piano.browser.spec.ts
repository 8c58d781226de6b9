import { expect, test } from '@playwright/test';
import { openPage, readEvents, recordEvents } from './harness.js';

test.describe('<vibrato-piano>', () => {
  test('keys are buttons labelled with note names', async ({ page }) => {
    await openPage(page, `<vibrato-piano label="Keyboard" min-note="60" max-note="72"></vibrato-piano>`);
    await expect(page.getByRole('group', { name: 'Keyboard' })).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(13);
    await expect(page.getByRole('button', { name: 'C4', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'F#4' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'C5' })).toBeVisible();
  });

  test('show-labels names every key inside the key, even on a narrow piano', async ({ page }) => {
    await openPage(
      page,
      `<div style="width: 320px"><vibrato-piano label="K" min-note="48" max-note="72" show-labels></vibrato-piano></div>`,
    );
    const overflowing = await page.evaluate(() =>
      [...(document.querySelector('vibrato-piano')?.shadowRoot?.querySelectorAll('button') ?? [])].flatMap(
        (key) => {
          const label = key.querySelector('[part="label"]')?.getBoundingClientRect();
          const box = key.getBoundingClientRect();
          if (!label || label.width === 0) return [`${key.getAttribute('aria-label')} has no label`];
          return label.left < box.left - 0.5 || label.right > box.right + 0.5
            ? [key.getAttribute('aria-label')]
            : [];
        },
      ),
    );
    expect(overflowing).toEqual([]);
  });

  test('pointer press fires noteon, sliding plays the next key, release fires noteoff', async ({ page }) => {
    await openPage(page, `<vibrato-piano id="p" min-note="60" max-note="72" velocity="90"></vibrato-piano>`);
    await recordEvents(page, ['noteon', 'noteoff']);
    const c = await page.getByRole('button', { name: 'C4', exact: true }).boundingBox();
    const e = await page.getByRole('button', { name: 'E4', exact: true }).boundingBox();
    if (!c || !e) throw new Error('keys are not visible');
    await page.mouse.move(c.x + c.width / 2, c.y + c.height * 0.9);
    await page.mouse.down();
    expect(await page.evaluate(() => document.querySelector('vibrato-piano')?.activeNotes)).toEqual([60]);
    await page.mouse.move(e.x + e.width / 2, e.y + e.height * 0.9, { steps: 6 });
    await page.mouse.up();
    const events = await readEvents(page);
    expect(events.map((event) => `${event.type} ${JSON.stringify(event.detail)}`)).toEqual([
      'noteon {"note":60,"velocity":90}',
      'noteoff {"note":60,"velocity":0}',
      'noteon {"note":62,"velocity":90}',
      'noteoff {"note":62,"velocity":0}',
      'noteon {"note":64,"velocity":90}',
      'noteoff {"note":64,"velocity":0}',
    ]);
    expect(await page.evaluate(() => document.querySelector('vibrato-piano')?.activeNotes)).toEqual([]);
  });

  test('computer-keyboard shortcuts play from the first C while the piano has focus', async ({ page }) => {
    await openPage(page, `<vibrato-piano id="p" min-note="57" max-note="76"></vibrato-piano>`);
    await recordEvents(page, ['noteon', 'noteoff']);
    await page.keyboard.press('Tab'); // the one tab stop is the first C (60)
    await expect(page.getByRole('button', { name: 'C4', exact: true })).toBeFocused();
    await page.keyboard.down('a');
    await page.keyboard.down('w');
    expect(await page.evaluate(() => document.querySelector('vibrato-piano')?.activeNotes)).toEqual([60, 61]);
    await page.keyboard.up('a');
    await page.keyboard.up('w');
    await page.keyboard.press('k');
    const notes = (await readEvents(page)).map(
      (event) => `${event.type} ${(event.detail as { note: number }).note}`,
    );
    expect(notes).toEqual(['noteon 60', 'noteon 61', 'noteoff 60', 'noteoff 61', 'noteon 72', 'noteoff 72']);
  });

  test('in a range without a C, shortcuts count from the C below and Tab lands on the lowest key', async ({
    page,
  }) => {
    // F3 to B3: F plays F3 and J plays B3, where they sit on a piano laid over the keyboard from C3.
    await openPage(page, `<vibrato-piano min-note="53" max-note="59"></vibrato-piano>`);
    await recordEvents(page, ['noteon']);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'F3', exact: true })).toBeFocused();
    await expect(page.getByRole('button', { name: 'F3', exact: true })).toHaveAttribute(
      'aria-keyshortcuts',
      'F',
    );
    await expect(page.getByRole('button', { name: 'B3', exact: true })).toHaveAttribute(
      'aria-keyshortcuts',
      'J',
    );
    // A (C3) and K (C4) lie outside the range.
    for (const key of ['a', 'f', 't', 'j', 'k']) await page.keyboard.press(key);
    const notes = (await readEvents(page)).map((event) => (event.detail as { note: number }).note);
    expect(notes).toEqual([53, 54, 59]);
  });

  test('arrow keys move between keys and Space plays the focused key', async ({ page }) => {
    await openPage(page, `<vibrato-piano min-note="60" max-note="64"></vibrato-piano>`);
    await recordEvents(page, ['noteon', 'noteoff']);
    await page.getByRole('button', { name: 'C4', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'D4', exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const notes = (await readEvents(page)).map(
      (event) => `${event.type} ${(event.detail as { note: number }).note}`,
    );
    expect(notes).toEqual(['noteon 62', 'noteoff 62', 'noteon 64', 'noteoff 64']);
  });

  test('in forced colours a lit key stands out from the others', async ({ page }) => {
    await openPage(page, `<vibrato-piano label="Keyboard" min-note="60" max-note="72"></vibrato-piano>`);
    await page.evaluate(() => {
      const piano = document.querySelector('vibrato-piano') as HTMLElement & { shownNotes: number[] };
      piano.shownNotes = [60];
    });
    await page.emulateMedia({ forcedColors: 'active' });
    const background = (name: string) =>
      page
        .getByRole('button', { name, exact: true })
        .evaluate((key) => getComputedStyle(key).backgroundColor);
    expect(await background('C4')).not.toBe(await background('D4'));
  });

  test('disabled plays nothing', async ({ page }) => {
    await openPage(page, `<vibrato-piano min-note="60" max-note="64" disabled></vibrato-piano>`);
    await recordEvents(page, ['noteon', 'noteoff']);
    await page.getByRole('button', { name: 'C4', exact: true }).click({ force: true });
    await page.keyboard.press('a');
    expect(await readEvents(page)).toEqual([]);
  });
});
