import { expect, test } from '@playwright/test';
import { openPage } from './harness.js';

const form = `
<form id="patch">
  <vibrato-knob name="cutoff" label="Cutoff" min="20" max="20000" value="440" default-value="1000"></vibrato-knob>
  <vibrato-slider name="volume" label="Volume" min="-60" max="6" value="-6" default-value="0"></vibrato-slider>
  <vibrato-number-input name="tempo" label="Tempo" min="20" max="300" step="1" value="128" default-value="120"></vibrato-number-input>
  <vibrato-xy-pad name="filter" label="Filter" x="0.5" y="0.25" default-x="0.1" default-y="0.2"></vibrato-xy-pad>
  <fieldset id="extra"><vibrato-knob name="drive" label="Drive" value="0.3"></vibrato-knob></fieldset>
  <button type="reset">Reset</button>
</form>`;

function formEntries(page: import('@playwright/test').Page): Promise<[string, string][]> {
  return page.evaluate(() => {
    const element = document.querySelector('#patch') as HTMLFormElement;
    return [...new FormData(element).entries()].map(([key, value]) => [key, String(value)]);
  });
}

test.describe('forms', () => {
  test('FormData holds every named value, and the current value after input', async ({ page }) => {
    await openPage(page, form);
    expect(await formEntries(page)).toEqual([
      ['cutoff', '440'],
      ['volume', '-6'],
      ['tempo', '128'],
      ['filter', '0.5,0.25'],
      ['drive', '0.3'],
    ]);
    await page.getByRole('slider', { name: 'Volume' }).focus();
    await page.keyboard.press('End');
    expect(await formEntries(page)).toContainEqual(['volume', '6']);
  });

  test('a real submission sends the values', async ({ page }) => {
    await openPage(page, form.replace('<form id="patch">', '<form id="patch" action="/submit">'));
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.url().includes('/submit')),
      page.evaluate(() => (document.querySelector('#patch') as HTMLFormElement).requestSubmit()),
    ]);
    const query = new URL(request.url()).searchParams;
    expect(query.get('cutoff')).toBe('440');
    expect(query.get('tempo')).toBe('128');
    expect(query.get('filter')).toBe('0.5,0.25');
  });

  test('Enter in the number input commits and submits the form through its submit button, if it has one', async ({
    page,
  }) => {
    await openPage(
      page,
      `<form action="/submit"><vibrato-number-input name="tempo" label="Tempo" max="300" step="1" value="120">
       </vibrato-number-input><button>Go</button></form>`,
    );
    const tempo = page.getByRole('spinbutton', { name: 'Tempo' });
    await tempo.fill('140');
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.url().includes('/submit')),
      tempo.press('Enter'),
    ]);
    expect(new URL(request.url()).searchParams.get('tempo')).toBe('140');

    // Without a submit button, Enter only commits: the form fires no submit event (it would, synchronously).
    await openPage(
      page,
      `<form action="/other"><vibrato-number-input name="swing" label="Swing" max="100" value="50">
       </vibrato-number-input></form>`,
    );
    await page.evaluate(() => {
      const form = document.querySelector('form') as HTMLFormElement;
      form.addEventListener('submit', () => form.setAttribute('data-submitted', ''));
    });
    const swing = page.getByRole('spinbutton', { name: 'Swing' });
    await swing.fill('60');
    await swing.press('Enter');
    await expect(swing).toHaveAttribute('aria-valuenow', '60');
    expect(await page.locator('form').getAttribute('data-submitted')).toBeNull();
  });

  test('form reset restores each default', async ({ page }) => {
    await openPage(page, form);
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await formEntries(page)).toEqual([
      ['cutoff', '1000'],
      ['volume', '0'],
      ['tempo', '120'],
      ['filter', '0.1,0.2'],
      ['drive', '0'],
    ]);
    await expect(page.getByRole('spinbutton', { name: 'Tempo' })).toHaveValue('120');
  });

  test('a disabled fieldset disables its elements and leaves them out of the submission', async ({
    page,
  }) => {
    await openPage(page, form);
    await page.evaluate(() =>
      (document.querySelector('#extra') as HTMLFieldSetElement).toggleAttribute('disabled'),
    );
    const drive = page.getByRole('slider', { name: 'Drive' });
    await expect(drive).toHaveAttribute('aria-disabled', 'true');
    await expect(drive).not.toHaveAttribute('tabindex');
    expect((await formEntries(page)).map(([key]) => key)).not.toContain('drive');
    await drive.press('End', { timeout: 1000 }).catch(() => undefined);
    expect(
      await page.evaluate(() => document.querySelector('vibrato-knob[name="drive"]')?.getAttribute('value')),
    ).toBe('0.3');
    await page.evaluate(() =>
      (document.querySelector('#extra') as HTMLFieldSetElement).toggleAttribute('disabled'),
    );
    await expect(drive).not.toHaveAttribute('aria-disabled');
    await expect(drive).toHaveAttribute('tabindex', '0');
  });
});

test('every disabled element looks disabled, by its attribute or a disabled fieldset', async ({ page }) => {
  await openPage(
    page,
    `<vibrato-knob disabled></vibrato-knob><vibrato-slider disabled></vibrato-slider>
     <vibrato-number-input disabled></vibrato-number-input><vibrato-xy-pad disabled></vibrato-xy-pad>
     <vibrato-piano disabled></vibrato-piano>
     <fieldset disabled><vibrato-xy-pad id="in-fieldset"></vibrato-xy-pad><vibrato-piano></vibrato-piano></fieldset>
     <vibrato-xy-pad id="enabled"></vibrato-xy-pad>`,
  );
  const looks = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'vibrato-knob, vibrato-slider, vibrato-number-input, vibrato-xy-pad, vibrato-piano',
      ),
    ].map(
      (element) =>
        `${element.localName}${element.id ? `#${element.id}` : ''} ${getComputedStyle(element).opacity} ${getComputedStyle(element).cursor}`,
    ),
  );
  expect(looks).toEqual([
    'vibrato-knob 0.5 not-allowed',
    'vibrato-slider 0.5 not-allowed',
    'vibrato-number-input 0.5 not-allowed',
    'vibrato-xy-pad 0.5 not-allowed',
    'vibrato-piano 0.5 not-allowed',
    'vibrato-xy-pad#in-fieldset 0.5 not-allowed',
    'vibrato-piano 0.5 not-allowed',
    'vibrato-xy-pad#enabled 1 crosshair',
  ]);
});

test.describe('registration', () => {
  test('defineVibratoElements() can run again after the define entry, without error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openPage(page, `<vibrato-knob label="Gain"></vibrato-knob>`);
    const result = await page.evaluate(() => {
      const first = window.vibrato.defineVibratoElements();
      const second = window.vibrato.defineVibratoElements();
      return {
        first,
        second,
        classes: [
          'vibrato-knob',
          'vibrato-slider',
          'vibrato-number-input',
          'vibrato-xy-pad',
          'vibrato-piano',
        ].map((tag) => customElements.get(tag)?.name),
      };
    });
    expect(result).toEqual({
      first: [],
      second: [],
      classes: ['VibratoKnob', 'VibratoSlider', 'VibratoNumberInput', 'VibratoXYPad', 'VibratoPiano'],
    });
    expect(errors).toEqual([]);
    await expect(page.getByRole('slider', { name: 'Gain' })).toBeVisible();
  });

  test('defines into a given registry and returns the names it defined', async ({ page }) => {
    await openPage(page, `<div></div>`);
    const names = await page.evaluate(() =>
      window.vibrato.defineVibratoElements(new CustomElementRegistry()),
    );
    expect(names).toEqual([
      'vibrato-knob',
      'vibrato-slider',
      'vibrato-number-input',
      'vibrato-xy-pad',
      'vibrato-piano',
    ]);
  });
});
