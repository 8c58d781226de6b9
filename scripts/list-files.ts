import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under `directory` (recursively) whose name passes `test`; none when the folder does not exist. */
export function filesUnder(directory: string, test: (name: string) => boolean = () => true): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return filesUnder(full, test);
    return test(entry.name) ? [full] : [];
  });
}
