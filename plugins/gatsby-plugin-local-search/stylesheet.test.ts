import { describe, expect, it } from 'vitest';
import { MODAL_CONTAINER_CLASS } from '../../src/theme/SearchBar/modalContainer';
import { modalStylesheet, scopeVariables } from './stylesheet';

describe('the modal stylesheet', () => {
  it('declares every DocSearch variable on the modal’s container, none on the root element', async () => {
    const css = await modalStylesheet();
    const declaring = [...css.matchAll(/([^{}/]+)\{\s*--docsearch-/g)].map((match) => match[1]?.trim());
    expect(declaring.length).toBeGreaterThan(3);
    for (const selector of declaring) expect(selector).toMatch(new RegExp(`\\.${MODAL_CONTAINER_CLASS}$`));
    expect(css).not.toMatch(/(:root|html\[data-theme=dark\])\s*\{\s*--/);
    // The rest of DocSearch's styles are kept as they are.
    expect(css).toContain('.DocSearch--active{overflow:hidden!important}');
  });

  it('moves root and dark-theme variables, inside media queries too, and leaves other rules alone', () => {
    expect(
      scopeVariables(
        '/*! v */\n:root{--docsearch-a:1}html[data-theme=dark]{--docsearch-a:2}.DocSearch-Hit{color:red}' +
          '@media (max-width:768px){:root{--docsearch-a:3}.DocSearch-Modal{margin:0}}',
        'vars.css',
      ),
    ).toBe(
      `/*! v */\n.${MODAL_CONTAINER_CLASS}{--docsearch-a:1}html[data-theme=dark] .${MODAL_CONTAINER_CLASS}{--docsearch-a:2}` +
        `.DocSearch-Hit{color:red}@media (max-width:768px){.${MODAL_CONTAINER_CLASS}{--docsearch-a:3}.DocSearch-Modal{margin:0}}`,
    );
  });

  it('fails naming the file and the selector it does not know', () => {
    expect(() => scopeVariables('body{--docsearch-a:1}', 'vars.css')).toThrow(
      'vars.css: DocSearch declares its variables on "body"',
    );
  });
});
