/**
 * Runs a command and measures it for the benchmarks: wall time and the peak resident memory of its whole process
 * tree (Gatsby forks workers, so the largest single process would understate it), sampled from /proc.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { gatsbyEnv, heapExhausted } from './gatsby-env';

export interface ProcessEntry {
  pid: number;
  ppid: number;
  rssBytes: number;
}

/** Resident bytes of `rootPid` and all its descendants, and of the largest single process among them. */
export function treeMemory(entries: ProcessEntry[], rootPid: number): { total: number; largest: number } {
  const children = new Map<number, ProcessEntry[]>();
  for (const entry of entries) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  let total = 0;
  let largest = 0;
  const seen = new Set<number>();
  const stack = entries.filter((entry) => entry.pid === rootPid);
  while (stack.length) {
    const entry = stack.pop();
    if (!entry || seen.has(entry.pid)) continue;
    seen.add(entry.pid);
    total += entry.rssBytes;
    largest = Math.max(largest, entry.rssBytes);
    stack.push(...(children.get(entry.pid) ?? []));
  }
  return { total, largest };
}

/** `/proc/<pid>/stat` → pid, parent pid and resident bytes; null when the line is not one. */
export function parseStat(line: string, pageSize = 4096): ProcessEntry | null {
  // The command name (field 2) is in parentheses and may hold spaces, so split after its closing one.
  const close = line.lastIndexOf(')');
  const pid = Number.parseInt(line, 10);
  if (close === -1 || Number.isNaN(pid)) return null;
  const fields = line.slice(close + 2).split(' ');
  // After the name: state(3) ppid(4) … rss(24), i.e. indexes 0, 1 … 21 here.
  const ppid = Number(fields[1]);
  const rssPages = Number(fields[21]);
  if (!Number.isFinite(ppid) || !Number.isFinite(rssPages)) return null;
  return { pid, ppid, rssBytes: rssPages * pageSize };
}

function processTable(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const entry = parseStat(readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (entry) entries.push(entry);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return entries;
}

export interface Measured {
  status: number | null;
  seconds: number;
  /** Peak of the whole tree; 0 where /proc is not available. */
  peakBytes: number;
  /** Peak of the largest single process (what GNU time's maximum resident set size reports). */
  peakLargestBytes: number;
  output: string;
}

/** Runs `command args` in `cwd`, sampling the tree's memory every `intervalMs`. */
export function measureCommand(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; intervalMs?: number },
): Promise<Measured> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  let peakBytes = 0;
  let peakLargestBytes = 0;
  const sample = () => {
    if (child.pid === undefined) return;
    try {
      const memory = treeMemory(processTable(), child.pid);
      peakBytes = Math.max(peakBytes, memory.total);
      peakLargestBytes = Math.max(peakLargestBytes, memory.largest);
    } catch {
      // No /proc here: memory stays unmeasured.
    }
  };
  const timer = setInterval(sample, options.intervalMs ?? 200);
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (status) => {
      clearInterval(timer);
      resolve({ status, seconds: (performance.now() - started) / 1000, peakBytes, peakLargestBytes, output });
    });
  });
}

/**
 * `gatsby build` in `cwd`, measured, with the build environment of gatsby-env.ts. If the capped heap runs out,
 * the failed try is reported in `heapRetry` (its time and memory included in the figures, since a reader's build
 * would spend them too) and the build runs again without the cap.
 */
export async function measureGatsbyBuild(
  gatsbyBin: string,
  cwd: string,
): Promise<Measured & { heapRetry: boolean }> {
  const first = await measureCommand(gatsbyBin, ['build'], {
    cwd,
    env: gatsbyEnv(process.env, { siteDir: cwd }),
  });
  if (first.status === 0 || !heapExhausted(first.output)) return { ...first, heapRetry: false };
  const second = await measureCommand(gatsbyBin, ['build'], {
    cwd,
    env: gatsbyEnv(process.env, { capped: false, siteDir: cwd }),
  });
  return {
    ...second,
    seconds: first.seconds + second.seconds,
    peakBytes: Math.max(first.peakBytes, second.peakBytes),
    peakLargestBytes: Math.max(first.peakLargestBytes, second.peakLargestBytes),
    heapRetry: true,
  };
}
