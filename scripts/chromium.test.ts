import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const wrapper = path.resolve(__dirname, 'chromium.sh');
const dir = mkdtempSync(path.join(tmpdir(), 'chromium-wrapper-'));
// Stands in for the browser: prints the arguments it was started with, one per line.
const fakeBrowser = path.join(dir, 'browser');
writeFileSync(fakeBrowser, '#!/bin/sh\nfor arg in "$@"; do echo "$arg"; done\n');
chmodSync(fakeBrowser, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function startedWith(args: string[]): string[] {
  const out = execFileSync(wrapper, args, {
    env: { ...process.env, CHROMIUM_PATH: fakeBrowser },
    encoding: 'utf8',
  });
  return out.split('\n').filter(Boolean);
}

describe('scripts/chromium.sh', () => {
  it('merges every --disable-features list into one, the omnibox popups added, other arguments kept in order', () => {
    expect(
      startedWith([
        '--headless',
        '--disable-features=Translate,MediaRouter',
        '--mute-audio',
        '--disable-features=Foo',
      ]),
    ).toEqual([
      '--headless',
      '--mute-audio',
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,Translate,MediaRouter,Foo',
    ]);
  });

  it('turns the omnibox popups off when no list is given, and keeps arguments with spaces whole', () => {
    expect(startedWith(['--user-data-dir=/tmp/a b', 'about:blank'])).toEqual([
      '--user-data-dir=/tmp/a b',
      'about:blank',
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ]);
  });
});
