import { describe, expect, it } from 'vitest';
import { installCommand } from './command';

describe('installCommand', () => {
  it('writes each package manager’s command', () => {
    expect(installCommand('npm', ['@vibrato-ui/react'])).toBe('npm install @vibrato-ui/react');
    expect(installCommand('yarn', ['a', 'b'])).toBe('yarn add a b');
    expect(installCommand('pnpm', ['a'], true)).toBe('pnpm add -D a');
    expect(installCommand('npm', ['a'], true)).toBe('npm install --save-dev a');
  });
});
