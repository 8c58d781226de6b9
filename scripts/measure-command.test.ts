import { describe, expect, it } from 'vitest';
import { measureCommand, parseStat, treeMemory } from './measure-command';

describe('parseStat', () => {
  it('reads pid, parent and resident pages, even with spaces and parentheses in the name', () => {
    const fields = Array.from({ length: 50 }, (_, index) => String(index));
    fields[1] = '77'; // ppid
    fields[21] = '250'; // rss in pages
    const line = `1234 (node (worker) 2) S ${fields.slice(1).join(' ')}`;
    expect(parseStat(line)).toEqual({ pid: 1234, ppid: 77, rssBytes: 250 * 4096 });
  });

  it('returns null for a line that is not a stat line', () => {
    expect(parseStat('garbage')).toBeNull();
  });
});

describe('treeMemory', () => {
  it('sums the root and every descendant, and nothing else', () => {
    const entries = [
      { pid: 1, ppid: 0, rssBytes: 1000 },
      { pid: 10, ppid: 1, rssBytes: 100 },
      { pid: 11, ppid: 10, rssBytes: 10 },
      { pid: 12, ppid: 10, rssBytes: 20 },
      { pid: 20, ppid: 2, rssBytes: 5000 },
    ];
    expect(treeMemory(entries, 10).total).toBe(130);
    expect(treeMemory(entries, 1).total).toBe(1130);
    expect(treeMemory(entries, 99).total).toBe(0);
    expect(treeMemory(entries, 10)).toEqual({ total: 130, largest: 100 });
  });
});

describe('measureCommand', () => {
  it('reports the exit status, output, wall time and the memory of a child tree', async () => {
    // A parent shell whose child holds about 40 MB for a moment.
    const measured = await measureCommand(
      'sh',
      ['-c', `node -e "const b = Buffer.alloc(40e6, 1); setTimeout(() => console.log(b[0]), 600)"; exit 3`],
      { cwd: process.cwd(), intervalMs: 50 },
    );
    expect(measured.status).toBe(3);
    expect(measured.output.trim()).toBe('1');
    expect(measured.seconds).toBeGreaterThan(0.5);
    expect(measured.peakBytes).toBeGreaterThan(40e6);
    expect(measured.peakLargestBytes).toBeGreaterThan(40e6);
    expect(measured.peakLargestBytes).toBeLessThanOrEqual(measured.peakBytes);
  });
});
