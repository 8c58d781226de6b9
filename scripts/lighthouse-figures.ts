/**
 * Turns a Lighthouse result into the figures `npm run bench:lighthouse` prints, each beside the target of
 * issue 9 and whether it was met. Pure, so the reading of a result is unit-tested without running Chromium.
 */

/** The part of a Lighthouse result (LHR) the bench reads. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
  /** Lighthouse's measure of the host's CPU speed (higher is faster). */
  environment?: { benchmarkIndex?: number };
}

export type FormFactor = 'mobile' | 'desktop';

/** The pages the issue names for Lighthouse: home, a component guide, an API page and the Japanese home. */
export const LIGHTHOUSE_PAGES: [label: string, sitePath: string][] = [
  ['home', '/'],
  ['component guide', '/docs/components/knob/'],
  ['API page', '/docs/api/react/variables/Knob/'],
  ['home (ja)', '/ja/'],
];

export interface Figure {
  label: string;
  /** As printed: a score out of 100, milliseconds, or a layout-shift number. */
  value: string;
  target: string;
  met: boolean;
}

const CATEGORY_TARGETS: [id: string, label: string, minimum: number][] = [
  ['performance', 'performance', 98],
  ['accessibility', 'accessibility', 100],
  ['best-practices', 'best practices', 100],
  ['seo', 'SEO', 100],
];

/** Metric targets apply to the mobile run only, as the issue states them. */
const MOBILE_METRICS: [audit: string, label: string, maximum: number, unit: 'ms' | ''][] = [
  ['largest-contentful-paint', 'LCP', 1500, 'ms'],
  ['total-blocking-time', 'TBT', 100, 'ms'],
  ['cumulative-layout-shift', 'CLS', 0.01, ''],
];

/** Scores, then (for mobile) LCP, TBT and CLS; a missing category or metric counts as not met. */
export function figuresOf(result: LighthouseResultLike, formFactor: FormFactor): Figure[] {
  if (result.runtimeError) {
    return [
      {
        label: 'run',
        value: `${result.runtimeError.code}: ${result.runtimeError.message}`,
        target: 'no error',
        met: false,
      },
    ];
  }
  const figures: Figure[] = CATEGORY_TARGETS.map(([id, label, minimum]) => {
    const score = result.categories[id]?.score;
    const value = typeof score === 'number' ? Math.round(score * 100) : null;
    return {
      label,
      value: value === null ? 'n/a' : String(value),
      target: minimum === 100 ? '100' : `≥ ${minimum}`,
      met: value !== null && value >= minimum,
    };
  });
  for (const [audit, label, maximum, unit] of MOBILE_METRICS) {
    const measured = result.audits[audit]?.numericValue;
    const shown =
      measured === undefined ? 'n/a' : unit === 'ms' ? `${Math.round(measured)} ms` : measured.toFixed(3);
    figures.push({
      label,
      value: shown,
      target: `≤ ${maximum}${unit ? ` ${unit}` : ''}`,
      met: measured !== undefined && (formFactor === 'desktop' || measured <= maximum),
    });
  }
  if (formFactor === 'desktop') {
    // The issue sets LCP/TBT/CLS limits for mobile; desktop shows them for reference only.
    for (const figure of figures.slice(CATEGORY_TARGETS.length)) figure.target = 'shown only';
  }
  return figures;
}

/** The median of a list of numbers (the lower middle one for an even count), or undefined for none. */
function median(values: number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * One result standing for several runs of a page: each score and each metric is its median over the runs that
 * completed, taken apart (a run scoring 100 may have any LCP; picking one run would report that run's). With no
 * completed run, the first run's error.
 */
export function medianResult(results: LighthouseResultLike[]): LighthouseResultLike | undefined {
  const completed = results.filter((result) => !result.runtimeError);
  if (completed.length === 0) return results[0];
  const ids = (pick: (result: LighthouseResultLike) => object) => [
    ...new Set(completed.flatMap((result) => Object.keys(pick(result)))),
  ];
  const numbers = (values: (number | null | undefined)[]) =>
    values.filter((value): value is number => typeof value === 'number');
  return {
    categories: Object.fromEntries(
      ids((result) => result.categories).map((id) => [
        id,
        { score: median(numbers(completed.map((result) => result.categories[id]?.score))) ?? null },
      ]),
    ),
    audits: Object.fromEntries(
      ids((result) => result.audits).map((id) => [
        id,
        { numericValue: median(numbers(completed.map((result) => result.audits[id]?.numericValue))) },
      ]),
    ),
  };
}

/** One printed line per page and form factor. */
export function formatFigures(page: string, formFactor: FormFactor, figures: Figure[]): string {
  const cells = figures.map(
    (figure) => `${figure.label} ${figure.value}${figure.met ? '' : ` (target ${figure.target})`}`,
  );
  return `  ${`${page}, ${formFactor}`.padEnd(30)} ${cells.join(' · ')}`;
}

/**
 * The host's speed over the runs, as Lighthouse measured it before each: mobile figures are simulated from the
 * tasks observed on this host slowed down four times, so they follow its speed, which varies between sessions on
 * a shared machine; figures compare only between runs of a similar index.
 */
export function hostSpeed(results: LighthouseResultLike[]): string {
  const indexes = results
    .map((result) => result.environment?.benchmarkIndex)
    .filter((index): index is number => typeof index === 'number')
    .sort((a, b) => a - b);
  if (indexes.length === 0) return 'Host speed: Lighthouse reported no benchmark index';
  const median = indexes[Math.floor((indexes.length - 1) / 2)] as number;
  const range = `${Math.round(indexes[0] as number)}–${Math.round(indexes[indexes.length - 1] as number)}`;
  return `Host speed (Lighthouse benchmarkIndex, higher is faster): median ${Math.round(median)}, ${range} over ${indexes.length} run(s)`;
}
