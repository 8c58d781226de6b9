import { expect, test } from '@playwright/test';
import { openPage, readEvents, recordEvents } from './harness.js';

test.describe('<vibrato-number-input>', () => {
  test('typing commits on Enter with one input and one change; Escape throws typing away', async ({
    page,
  }) => {
    await openPage(
      page,
      `<vibrato-number-input id="n" label="Tempo" min="20" max="300" step="1" value="120" unit="BPM"></vibrato-number-input>`,
    );
    await recordEvents(page, ['input', 'change']);
    const field = page.getByRole('spinbutton', { name: 'Tempo' });
    await expect(field).toHaveValue('120');
    await expect(field).toHaveAttribute('aria-valuetext', '120 BPM');
    await field.fill('96.4');
    expect(await readEvents(page)).toEqual([]); // typing alone is not a value change
    await field.press('Enter');
    await expect(field).toHaveValue('96');
    await field.fill('500');
    await field.press('Escape');
    await expect(field).toHaveValue('96');
    await field.fill('500');
    await page.mouse.click(5, 5); // leaving the field commits, clamped to max
    await expect(field).toHaveValue('300');
    expect((await readEvents(page)).map((event) => `${event.type} ${String(event.value)}`)).toEqual([
      'input 96',
      'change 96',
      'input 300',
      'change 300',
    ]);
  });

  test('Up/Down arrows, PageUp and the steppers change the value', async ({ page }) => {
    await openPage(
      page,
      `<vibrato-number-input label="Voices" min="1" max="16" step="1" value="8"></vibrato-number-input>`,
    );
    const field = page.getByRole('spinbutton', { name: 'Voices' });
    await field.focus();
    await page.keyboard.press('ArrowUp');
    await expect(field).toHaveValue('9');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(field).toHaveValue('7');
    await page.keyboard.press('PageUp');
    await expect(field).toHaveValue('16');
    await expect(page.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await page.getByRole('button', { name: 'Decrease' }).click();
    await expect(field).toHaveValue('15');
    await expect(field).toHaveAttribute('aria-valuenow', '15');
  });

  test('the property and attribute reflect, and a typed number steps from where it was typed', async ({
    page,
  }) => {
    await openPage(
      page,
      `<vibrato-number-input label="Gain" min="0" max="10" step="0.5"></vibrato-number-input>`,
    );
    await recordEvents(page, ['input', 'change']);
    const field = page.getByRole('spinbutton', { name: 'Gain' });
    await page.evaluate(() => {
      const input = document.querySelector(
        'vibrato-number-input',
      ) as HTMLElementTagNameMap['vibrato-number-input'];
      input.value = 2;
    });
    await expect(field).toHaveValue('2');
    await field.fill('4');
    await page.keyboard.press('ArrowUp');
    await expect(field).toHaveValue('4.5');
    expect(
      await page.evaluate(() => document.querySelector('vibrato-number-input')?.getAttribute('value')),
    ).toBe('4.5');
    // One key press, one interaction: the typed 4 is where it steps from, not a value of its own.
    await field.fill('40');
    await page.keyboard.press('PageDown');
    await expect(field).toHaveValue('5');
    expect((await readEvents(page)).map((event) => `${event.type} ${String(event.value)}`)).toEqual([
      'input 4.5',
      'change 4.5',
      'input 5',
      'change 5',
    ]);
  });

  test('increment-label and decrement-label name the steppers, and follow the properties', async ({
    page,
  }) => {
    await openPage(
      page,
      `<vibrato-number-input label="テンポ" min="20" max="300" step="1" value="120" increment-label="上げる" decrement-label="下げる"></vibrato-number-input>`,
    );
    const field = page.getByRole('spinbutton', { name: 'テンポ' });
    await expect(page.getByRole('button', { name: 'Increase' })).toHaveCount(0);
    await page.getByRole('button', { name: '上げる' }).click();
    await expect(field).toHaveValue('121');
    await page.getByRole('button', { name: '下げる' }).click();
    await page.getByRole('button', { name: '下げる' }).click();
    await expect(field).toHaveValue('119');
    await page.evaluate(() => {
      const input = document.querySelector(
        'vibrato-number-input',
      ) as HTMLElementTagNameMap['vibrato-number-input'];
      input.incrementLabel = 'テンポを上げる';
      input.removeAttribute('decrement-label');
    });
    await expect(page.getByRole('button', { name: 'テンポを上げる' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decrease' })).toBeVisible();
    // An empty label leaves the button named, not silent.
    await page.evaluate(() =>
      document.querySelector('vibrato-number-input')?.setAttribute('increment-label', ''),
    );
    await expect(page.getByRole('button', { name: 'Increase' })).toBeVisible();
  });

  test('aria-labelledby and aria-label on the element name its field, and follow changes', async ({
    page,
  }) => {
    await openPage(
      page,
      `<span id="tempo">Tempo</span> <span id="unit">(BPM)</span>
       <vibrato-number-input aria-labelledby="tempo unit" min="20" max="300" value="120"></vibrato-number-input>`,
    );
    const input = page.locator('vibrato-number-input');
    await expect(page.getByRole('spinbutton', { name: 'Tempo (BPM)', exact: true })).toHaveValue('120');
    // A later change of the referenced text renames the field, as it would a native one.
    await page.locator('#unit').evaluate((unit) => (unit.textContent = '(beats per minute)'));
    await expect(
      page.getByRole('spinbutton', { name: 'Tempo (beats per minute)', exact: true }),
    ).toBeVisible();
    await input.evaluate((element) => element.setAttribute('aria-labelledby', 'tempo'));
    await expect(page.getByRole('spinbutton', { name: 'Tempo', exact: true })).toBeVisible();
    await page.locator('#tempo').evaluate((tempo) => tempo.append(' now'));
    await expect(page.getByRole('spinbutton', { name: 'Tempo now', exact: true })).toBeVisible();
    await page.locator('#tempo').evaluate((tempo) => (tempo.textContent = 'Tempo'));
    await expect(page.getByRole('spinbutton', { name: 'Tempo', exact: true })).toBeVisible();
    // aria-labelledby comes first, as it does for any element; without it, aria-label names the field.
    await input.evaluate((element) => element.setAttribute('aria-label', 'Speed'));
    await expect(page.getByRole('spinbutton', { name: 'Tempo', exact: true })).toBeVisible();
    await input.evaluate((element) => element.removeAttribute('aria-labelledby'));
    await expect(page.getByRole('spinbutton', { name: 'Speed', exact: true })).toBeVisible();
    await input.evaluate((element) => element.setAttribute('aria-label', 'Rate'));
    await expect(page.getByRole('spinbutton', { name: 'Rate', exact: true })).toBeVisible();
    // The label attribute wins over both.
    await input.evaluate((element) => element.setAttribute('label', 'Tempo in BPM'));
    await expect(page.getByRole('spinbutton', { name: 'Tempo in BPM', exact: true })).toBeVisible();
  });

  test('a <label for> names its field, and its later text renames it', async ({ page }) => {
    await openPage(
      page,
      `<label for="swing">Swing</label>
       <vibrato-number-input id="swing" min="0" max="100" value="50" unit="%"></vibrato-number-input>`,
    );
    await expect(page.getByRole('spinbutton', { name: 'Swing', exact: true })).toHaveValue('50');
    await page.locator('label').evaluate((label) => (label.textContent = 'Shuffle'));
    await expect(page.getByRole('spinbutton', { name: 'Shuffle', exact: true })).toHaveValue('50');
    // Taken out of the page, it stops following the label; put back, it takes the label's text and follows it.
    await page.evaluate(() => {
      const element = document.querySelector('vibrato-number-input');
      (window as unknown as { taken: Element | null }).taken = element;
      element?.remove();
    });
    await page.locator('label').evaluate((label) => (label.textContent = 'Feel'));
    await page.evaluate(() => {
      const element = (window as unknown as { taken: Element | null }).taken;
      if (element) document.body.append(element);
    });
    await expect(page.getByRole('spinbutton', { name: 'Feel', exact: true })).toHaveValue('50');
    await page.locator('label').evaluate((label) => (label.textContent = 'Groove'));
    await expect(page.getByRole('spinbutton', { name: 'Groove', exact: true })).toHaveValue('50');
  });

  test('disabled disables the field and the steppers', async ({ page }) => {
    await openPage(page, `<vibrato-number-input label="Off" value="0.5" disabled></vibrato-number-input>`);
    await expect(page.getByRole('spinbutton', { name: 'Off' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Increase' })).toBeDisabled();
  });
});

test('the wheel steps the number input only while it has focus', async ({ page }) => {
  await openPage(
    page,
    `<vibrato-number-input id="n" label="Steps" min="0" max="10" step="1" value="5"></vibrato-number-input>`,
  );
  const field = page.getByRole('spinbutton', { name: 'Steps' });
  const box = await page.locator('#n').boundingBox();
  if (!box) throw new Error('number input is not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -100);
  await expect(field).toHaveValue('5');
  await field.focus();
  await page.mouse.wheel(0, -100);
  await expect(field).toHaveValue('6');
});
