import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILTER_PAD_LABELS } from './filter-pad/FilterPad';
import { MIDI_KEYBOARD_LABELS } from './midi-keyboard/MidiKeyboard';
import { SYNTH_PANEL_LABELS } from './synth-panel/SynthPanel';

const TEMPLATES = {
  synthPanel: SYNTH_PANEL_LABELS,
  filterPad: FILTER_PAD_LABELS,
  midiKeyboard: MIDI_KEYBOARD_LABELS,
};

const catalog = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../../locales', locale, 'templates.json'), 'utf8')) as Record<
    string,
    { labels: Record<string, string> }
  >;

describe('template labels', () => {
  for (const locale of ['en', 'ja']) {
    it(`has exactly the templates' label keys in locales/${locale}/templates.json`, () => {
      const strings = catalog(locale);
      for (const [template, labels] of Object.entries(TEMPLATES)) {
        expect(Object.keys(strings[template]?.labels ?? {}).sort(), template).toEqual(
          Object.keys(labels).sort(),
        );
      }
    });
  }

  it('uses the templates’ own English labels on the English page', () => {
    const strings = catalog('en');
    for (const [template, labels] of Object.entries(TEMPLATES))
      expect(strings[template]?.labels).toEqual(labels);
  });
});
