/**
 * `npm run build`'s last step: `gatsby build` with the settings of gatsby-env.ts (telemetry off, the heap cap),
 * output as Gatsby prints it; exits with Gatsby's status.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { gatsbyEnv } from './gatsby-env';

const gatsby = path.join(__dirname, '..', 'node_modules', '.bin', 'gatsby');
const result = spawnSync(gatsby, ['build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: gatsbyEnv(process.env, { plain: false }),
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
