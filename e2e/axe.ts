import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's violations on the page, or only inside `include`: one line each, naming the rule, its impact and the first
 * elements it found.
 *
 * axe runs in the page itself (`axe.run`, the builder's "legacy mode") and lists every element for violations only
 * (a passing rule keeps one element). The builder's default runs axe per frame, sends every element of every
 * result back to Node and merges them in a blank page: on the templates page (7,000 elements, most of them code
 * tokens) that took 16 s, this way 3 s, with the same violations found. Legacy mode skips cross-origin frames
 * only, and the site has none.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    // Off by default in axe (experimental), on here: a control's name contains the label it shows (WCAG 2.5.3).
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
