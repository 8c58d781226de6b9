import { spawnSync } from 'node:child_process';
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const check = (config?: string) =>
  spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'scripts', 'check-config.ts'), ...(config ? ['--config', config] : [])],
    { encoding: 'utf8', cwd: root },
  );

describe('check-config', () => {
  it('passes the real site.config.ts', () => {
    expect(check().status).toBe(0);
  });

  it('stops on a malformed site.config.ts, naming the file, line and column', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'config-'));
    const file = path.join(dir, 'site.config.ts');
    await copyFile(path.join(root, 'site.config.ts'), file);
    const source = await readFile(file, 'utf8');
    const lines = source.split('\n');
    const line = lines.findIndex((text) => text.includes("title: 'Vibrato UI',")) + 1;
    expect(line).toBeGreaterThan(0);
    await writeFile(file, source.replace("title: 'Vibrato UI',", "title: 'Vibrato UI',,"));
    const result = check(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`site\\.config\\.ts:${line}:\\d+: ERROR`));
  });
});
