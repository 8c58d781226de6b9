import { describe, expect, it } from 'vitest';
import { buildSrcdoc, escapeScript, withoutBundleScripts } from './srcdoc';

describe('buildSrcdoc', () => {
  it('inlines the bundle as a module before the reader’s HTML', () => {
    const doc = buildSrcdoc({
      html: '<vibrato-knob></vibrato-knob>',
      bundle: 'export{}',
      frameId: ':r1:',
      lang: 'ja',
    });
    expect(doc).toMatch(/<html lang="ja">/);
    expect(doc.indexOf('<script type="module">export{}</script>')).toBeLessThan(
      doc.indexOf('<vibrato-knob>'),
    );
    expect(doc).toContain('":r1:"');
  });

  it('keeps script text from closing its element', () => {
    expect(escapeScript('a = "</script>"; b = "<!--"')).toBe('a = "<\\/script>"; b = "<\\!--"');
  });

  it('drops loading the bundle by URL, which the frame has inlined already', () => {
    const html = [
      '<script type="module" src="./vibrato-elements.js"></script>',
      '<script type="module">',
      "  import '/vendor/vibrato-elements.js';",
      "  const knob = document.querySelector('vibrato-knob');",
      '</script>',
    ].join('\n');
    const result = withoutBundleScripts(html);
    expect(result).not.toMatch(/src=|import '/);
    expect(result).toContain("const knob = document.querySelector('vibrato-knob');");
  });
});
