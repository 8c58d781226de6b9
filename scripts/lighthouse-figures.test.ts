import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  formatFigures,
  hostSpeed,
  medianResult,
  type LighthouseResultLike,
} from './lighthouse-figures';

function result(
  scores: Record<string, number | null>,
  metrics: Record<string, number>,
): LighthouseResultLike {
  return {
    categories: Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { score }])),
    audits: Object.fromEntries(Object.entries(metrics).map(([id, numericValue]) => [id, { numericValue }])),
  };
}

const good = result(
  { performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1 },
  { 'largest-contentful-paint': 1234.4, 'total-blocking-time': 20, 'cumulative-layout-shift': 0.0004 },
);

describe('figuresOf', () => {
  it('reads scores out of 100 and the mobile metrics, all met', () => {
    const figures = figuresOf(good, 'mobile');
    expect(figures.map((figure) => [figure.label, figure.value, figure.met])).toEqual([
      ['performance', '99', true],
      ['accessibility', '100', true],
      ['best practices', '100', true],
      ['SEO', '100', true],
      ['LCP', '1234 ms', true],
      ['TBT', '20 ms', true],
      ['CLS', '0.000', true],
    ]);
  });

  it('marks a score or metric beyond its target, and a missing one, as not met', () => {
    const figures = figuresOf(
      result(
        { performance: 0.97, accessibility: 0.96, 'best-practices': null, seo: 1 },
        { 'largest-contentful-paint': 1600, 'cumulative-layout-shift': 0.02 },
      ),
      'mobile',
    );
    const missed = figures.filter((figure) => !figure.met).map((figure) => figure.label);
    expect(missed).toEqual(['performance', 'accessibility', 'best practices', 'LCP', 'TBT', 'CLS']);
    expect(figures.find((figure) => figure.label === 'TBT')?.value).toBe('n/a');
  });

  it('holds desktop to the scores only', () => {
    const slow = result(
      { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 },
      { 'largest-contentful-paint': 2500, 'total-blocking-time': 300, 'cumulative-layout-shift': 0.2 },
    );
    expect(figuresOf(slow, 'desktop').every((figure) => figure.met)).toBe(true);
    expect(figuresOf(slow, 'mobile').filter((figure) => !figure.met)).toHaveLength(3);
  });

  it('reports a runtime error as one unmet figure', () => {
    const figures = figuresOf(
      { categories: {}, audits: {}, runtimeError: { code: 'NO_FCP', message: 'no paint' } },
      'mobile',
    );
    expect(figures).toEqual([{ label: 'run', value: 'NO_FCP: no paint', target: 'no error', met: false }]);
  });
});

describe('formatFigures', () => {
  it('names the page and form factor and shows targets only where missed', () => {
    const line = formatFigures('home', 'mobile', figuresOf(good, 'mobile'));
    expect(line).toContain('home, mobile');
    expect(line).toContain('performance 99');
    expect(line).not.toContain('target');
    const missed = formatFigures('home', 'mobile', [
      { label: 'TBT', value: '150 ms', target: '≤ 100 ms', met: false },
    ]);
    expect(missed).toContain('TBT 150 ms (target ≤ 100 ms)');
  });
});

describe('hostSpeed', () => {
  it('gives the median and range of the benchmark index over the runs that report one', () => {
    const at = (benchmarkIndex?: number): LighthouseResultLike => ({
      ...good,
      environment: benchmarkIndex === undefined ? {} : { benchmarkIndex },
    });
    expect(hostSpeed([at(2718.5), at(1521.5), at(), at(1850.4)])).toBe(
      'Host speed (Lighthouse benchmarkIndex, higher is faster): median 1850, 1522–2719 over 3 run(s)',
    );
    expect(hostSpeed([at()])).toBe('Host speed: Lighthouse reported no benchmark index');
  });
});

describe('medianResult', () => {
  it('takes each score and metric’s median over the completed runs, apart', () => {
    const runs = [
      result({ performance: 1, seo: 1 }, { 'largest-contentful-paint': 1675, 'total-blocking-time': 0 }),
      result({ performance: 1, seo: 0.9 }, { 'largest-contentful-paint': 891, 'total-blocking-time': 56 }),
      result({ performance: 0.97, seo: 1 }, { 'largest-contentful-paint': 1259, 'total-blocking-time': 37 }),
      { ...good, runtimeError: { code: 'NO_FCP', message: 'no paint' } },
    ];
    const median = medianResult(runs);
    expect(median?.categories).toEqual({ performance: { score: 1 }, seo: { score: 1 } });
    expect(median?.audits['largest-contentful-paint']?.numericValue).toBe(1259);
    expect(median?.audits['total-blocking-time']?.numericValue).toBe(37);
    expect(median?.runtimeError).toBeUndefined();
    // Only errors: the first one stands.
    expect(medianResult(runs.slice(3))?.runtimeError?.code).toBe('NO_FCP');
    expect(medianResult([])).toBeUndefined();
  });
});
