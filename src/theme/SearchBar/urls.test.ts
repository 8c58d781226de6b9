import { describe, expect, it } from 'vitest';
import { toLocalUrl } from './urls';

describe('toLocalUrl', () => {
  it('turns URLs of this site into local paths, keeping the hash', () => {
    expect(toLocalUrl('https://vibrato-ui.dev/ja/docs/components/knob/#props')).toBe(
      '/ja/docs/components/knob/#props',
    );
    expect(toLocalUrl('http://127.0.0.1:9000/docs/', 'http://127.0.0.1:9000')).toBe('/docs/');
  });

  it('leaves local paths and other sites alone', () => {
    expect(toLocalUrl('/docs/')).toBe('/docs/');
    expect(toLocalUrl('https://github.com/vibrato-ui/vibrato-ui')).toBe(
      'https://github.com/vibrato-ui/vibrato-ui',
    );
  });
});
