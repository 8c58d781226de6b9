import { describe, expect, it } from 'vitest';
import { expandIndex } from '../../src/search/records';
import { buildCompactIndex, cleanText, extractPage, isSearchablePath, type ExtractedPage } from './extract';

const page = `<!doctype html><html lang="en"><head><title>Knob | Vibrato UI</title></head><body>
<header><nav><a href="/docs/">Docs</a></nav></header>
<main id="main-content"><div>
<nav aria-label="Breadcrumbs"><ol><li><a href="/" aria-label="Home"><svg></svg></a></li>
<li><a href="/docs/components/">Components</a></li><li><span aria-current="page">Knob</span></li></ol></nav>
<article><h1>Knob</h1><p>A rotary control for <code>gain</code>.</p>
<h2 id="props">Props<a class="anchor" href="#props">#</a></h2><p>Every prop of the knob.</p>
<figure><figcaption>App.tsx</figcaption><pre><code>const secretCode = 1;</code></pre></figure>
<pre><code>npm install hiddenWord</code></pre>
<h3 id="value">value</h3><ul><li>The current value<ul><li>Nested item</li></ul></li></ul>
<button>Copy</button><div aria-hidden="true">decoration</div>
<h2 id="styling">Styling</h2><table><thead><tr><th>Property</th><th>Meaning</th></tr></thead>
<tbody><tr><th scope="row">--knob-size<span data-search-ignore>optional</span></th><td>The <em>dial</em>'s diameter</td></tr></tbody></table></article>
</div></main></body></html>`;

describe('extractPage', () => {
  const extracted = extractPage(page, '/docs/components/knob/', 'Vibrato UI');

  it('reads the hierarchy from the article headings and the category from the breadcrumbs', () => {
    expect(extracted?.lvl0).toBe('Components');
    expect(extracted?.headings).toEqual([
      { level: 1, text: 'Knob', anchor: '', parent: -1 },
      { level: 2, text: 'Props', anchor: 'props', parent: 0 },
      { level: 3, text: 'value', anchor: 'value', parent: 1 },
      { level: 2, text: 'Styling', anchor: 'styling', parent: 0 },
    ]);
  });

  it('keeps paragraphs, list items and table rows under their heading and skips code, buttons, hidden parts and column headings', () => {
    expect(extracted?.contents).toEqual([
      [0, 'A rotary control for gain.'],
      [1, 'Every prop of the knob.'],
      [2, 'The current value'],
      [2, 'Nested item'],
      [3, "--knob-size The dial's diameter"],
    ]);
    const all = JSON.stringify(extracted);
    for (const word of ['secretCode', 'hiddenWord', 'App.tsx', 'Copy', 'decoration', 'Property', 'optional'])
      expect(all).not.toContain(word);
  });

  it('gives DocSearch records with urls, anchors, types and the full hierarchy', () => {
    const records = expandIndex(buildCompactIndex('en', ['current'], extracted ? [extracted] : []));
    const value = records.find((record) => record.type === 'lvl3');
    expect(value).toMatchObject({
      objectID: 'en:/docs/components/knob/#value',
      url: '/docs/components/knob/#value',
      url_without_anchor: '/docs/components/knob/',
      anchor: 'value',
      content: null,
      language: 'en',
      version: ['current'],
      hierarchy: {
        lvl0: 'Components',
        lvl1: 'Knob',
        lvl2: 'Props',
        lvl3: 'value',
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
    });
    const top = records.find((record) => record.type === 'lvl1');
    expect(top).toMatchObject({ url: '/docs/components/knob/', anchor: null });
    const content = records.filter((record) => record.type === 'content' && record.anchor === 'value');
    expect(content.map((record) => [record.objectID, record.content])).toEqual([
      ['en:/docs/components/knob/#value:0', 'The current value'],
      ['en:/docs/components/knob/#value:1', 'Nested item'],
    ]);
  });

  it('keeps the keywords the page was given, cleaned, in the compact index beside the page and out of its records', () => {
    const keyworded = extractPage(page, '/docs/components/knob/', 'Vibrato UI', [
      'rotary',
      ' potentiometer\n knob ',
      'Rotary',
      '',
      '—',
    ]);
    expect(keyworded?.keywords).toEqual(['rotary', 'potentiometer knob']);
    expect(extracted?.keywords).toEqual([]);
    const other = { ...(keyworded as ExtractedPage), path: '/docs/components/a/', keywords: [] };
    const index = buildCompactIndex('en', ['current'], keyworded ? [keyworded, other] : []);
    expect(index.format).toBe(3);
    expect(index.pages.map(([path]) => path)).toEqual(['/docs/components/a/', '/docs/components/knob/']);
    expect(index.keywords).toEqual([[], ['rotary', 'potentiometer knob']]);
    expect(JSON.stringify(expandIndex(index))).not.toContain('potentiometer');
  });

  it('ignores pages without the main content landmark', () => {
    expect(extractPage('<html><body><p>x</p></body></html>', '/x/', 'Site')).toBeNull();
  });

  it('falls back to the page title and the page type when there is no h1 or breadcrumb', () => {
    const result = extractPage(
      '<html><head><title>Templates | Vibrato UI</title></head><body><main id="main-content"><p>Starter apps</p></main></body></html>',
      '/templates/',
      'Vibrato UI',
    );
    expect(result?.lvl0).toBe('Vibrato UI');
    expect(result?.headings[0]?.text).toBe('Templates');
    expect(result?.contents).toEqual([[0, 'Starter apps']]);
  });

  it('reads every article of a page of several, with the title and introduction outside them', () => {
    const result = extractPage(
      `<html><head><title>Templates | Vibrato UI</title></head><body><main id="main-content">
      <header><h1>Templates</h1><p>Starter apps.</p></header>
      <article id="synth"><h2 id="synth-title">Synth panel</h2><p>Knobs and a piano.</p>
      <h3 data-search-ignore>Code</h3><pre><code>x</code></pre></article>
      <article id="pad"><h2 id="pad-title">Filter pad</h2><p>An XY pad.</p></article></main></body></html>`,
      '/templates/',
      'Vibrato UI',
    );
    expect(result?.headings).toEqual([
      { level: 1, text: 'Templates', anchor: '', parent: -1 },
      { level: 2, text: 'Synth panel', anchor: 'synth-title', parent: 0 },
      { level: 2, text: 'Filter pad', anchor: 'pad-title', parent: 0 },
    ]);
    expect(result?.contents).toEqual([
      [0, 'Starter apps.'],
      [1, 'Knobs and a piano.'],
      [2, 'An XY pad.'],
    ]);
  });

  it('makes a table row with an id a heading of its own, holding the blocks of its cells', () => {
    const result = extractPage(
      `<html><head><title>KnobProps</title></head><body><main id="main-content"><article><h1>KnobProps</h1>
      <h2 id="properties">Properties</h2><table><tbody>
      <tr id="min"><th scope="row"><code>min</code><span data-search-ignore>optional</span></th>
      <td data-search-ignore><code>number</code></td><td data-label="Default"><p>0</p></td>
      <td><p>The smallest value.</p></td></tr>
      <tr id="max"><th scope="row"><code>max</code></th><td data-label="Default"><p>1% of the range</p></td>
      <td><p>The largest value.</p><details><summary>Example</summary><p>Set a max.</p></details>
      <p data-search-ignore>Inherited from ValueOptions.max</p></td></tr>
      <tr id="readOnly"><th scope="row"><code>readOnly</code><span>read-only</span></th><td><code>min</code></td><td><p>The largest value.</p></td></tr>
      </tbody></table><table><tbody><tr><th scope="row"><code>db</code></th><td>—</td><td><p>The level.</p></td></tr>
      </tbody></table><p>After the table.</p></article></main></body></html>`,
      '/docs/api/react/interfaces/KnobProps/',
      'API',
    );
    expect(result?.headings).toEqual([
      { level: 1, text: 'KnobProps', anchor: '', parent: -1 },
      { level: 2, text: 'Properties', anchor: 'properties', parent: 0 },
      { level: 3, text: 'min', anchor: 'min', parent: 1 },
      { level: 3, text: 'max', anchor: 'max', parent: 1 },
      { level: 3, text: 'readOnly', anchor: 'readOnly', parent: 1 },
    ]);
    // One-value cells (types, defaults) and disclosure labels are left out; a text repeated under another
    // heading is kept there too; a row without an id is one text; after the table, texts belong to its heading.
    expect(result?.contents).toEqual([
      [2, 'The smallest value.'],
      [3, '1% of the range'],
      [3, 'The largest value.'],
      [3, 'Set a max.'],
      [4, 'The largest value.'],
      [1, 'db — The level.'],
      [1, 'After the table.'],
    ]);
  });
});

describe('text and paths', () => {
  it('joins Japanese lines without a space and collapses other whitespace', () => {
    expect(cleanText('ノブは値を\n  持ちます。 A\n  B')).toBe('ノブは値を持ちます。 A B');
  });

  it('leaves the not-found and search pages out', () => {
    expect(isSearchablePath('/404/')).toBe(false);
    expect(isSearchablePath('/ja/search/')).toBe(false);
    expect(isSearchablePath('/docs/')).toBe(true);
  });
});
