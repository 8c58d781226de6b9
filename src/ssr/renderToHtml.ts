import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';

/**
 * React 18's streaming renderer encodes into a reused 2 KB buffer and, when a multi-byte character would straddle
 * its end, flushes the whole buffer including the unwritten tail: NUL bytes land in Japanese pages (and break
 * anchors and search records that span them). A NUL is never valid in HTML text, so every one is dropped.
 */
export function withoutNul(html: string): string {
  return html.includes('\0') ? html.replaceAll('\0', '') : html;
}

/** Renders a page body to a complete HTML string once everything (Suspense included) is ready, without NULs. */
export function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, next) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        next();
      },
      final(done) {
        resolve(withoutNul(Buffer.concat(chunks).toString('utf8')));
        done();
      },
    });
    sink.on('error', reject);
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        sink.destroy(error instanceof Error ? error : new Error(String(error)));
        reject(error);
      },
    });
  });
}
