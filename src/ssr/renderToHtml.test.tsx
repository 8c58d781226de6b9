import { Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { renderToHtml, withoutNul } from './renderToHtml';

// Enough Japanese text (3-byte characters) that some straddle React's 2 KB write buffer.
const page = (
  <Suspense fallback={null}>
    <main>
      {Array.from({ length: 200 }, (_, index) => (
        <p key={index}>{'あ'.repeat(index % 7) + 'ノブの値—段落です。'.repeat(5)}</p>
      ))}
    </main>
  </Suspense>
);

function renderWithReactAlone(): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        html += chunk.toString();
        next();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(page, { onAllReady: () => pipe(sink), onError: reject });
  });
}

describe('renderToHtml', () => {
  it('renders without the NUL bytes that React 18 leaves at 2 KB boundaries', async () => {
    // The premise: React alone emits NULs for this page.
    expect((await renderWithReactAlone()).includes('\0')).toBe(true);
    const html = await renderToHtml(page);
    expect(html.includes('\0')).toBe(false);
    expect(html.match(/<p>/g)).toHaveLength(200);
    expect(html).toContain('ノブの値—段落です。');
  });

  it('rejects when rendering throws', async () => {
    const Broken = () => {
      throw new Error('broken component');
    };
    await expect(renderToHtml(<Broken />)).rejects.toThrow('broken component');
  });
});

describe('withoutNul', () => {
  it('drops every NUL and leaves other text alone', () => {
    expect(withoutNul('ス\0\0タイル')).toBe('スタイル');
    expect(withoutNul('plain')).toBe('plain');
  });
});
