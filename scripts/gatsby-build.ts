/**
 * `npm run build`'s last step: `gatsby build` with the settings of gatsby-env.ts (telemetry off, the heap cap),
 * output as Gatsby prints it. If the capped heap runs out, the build runs again without the cap, saying so.
 * Exits with Gatsby's status.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gatsbyEnv, heapExhausted, heapRetryNotice } from './gatsby-env';

const root = path.join(__dirname, '..');
const gatsby = path.join(root, 'node_modules', '.bin', 'gatsby');
const args = ['build', ...process.argv.slice(2)];

/** Runs the build, passing its output through and keeping the end of stderr to recognise an out-of-memory exit. */
function build(capped: boolean): Promise<{ status: number; stderrTail: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(gatsby, args, {
      stdio: ['inherit', 'inherit', 'pipe'],
      env: gatsbyEnv(process.env, { plain: false, capped, siteDir: root }),
    });
    let stderrTail = '';
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      stderrTail = (stderrTail + chunk.toString('utf8')).slice(-20_000);
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status: status ?? 1, stderrTail }));
  });
}

async function main() {
  const first = await build(true);
  if (first.status === 0 || !heapExhausted(first.stderrTail)) process.exit(first.status);
  console.warn(heapRetryNotice(process.env, root));
  process.exit((await build(false)).status);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
