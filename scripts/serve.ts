/**
 * Serves the built site from `public/` on 127.0.0.1 (port 9000 unless `--port N`): clean trailing-slash URLs,
 * `.html` and `/index` paths redirected to the clean path, the localised 404 page, gzip/brotli compression (each
 * file compressed once, then from memory) and ETags (a reload of an unchanged file is answered 304).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { cleanPath, localeFromPath, DEFAULT_LOCALE } from '../src/i18n/paths';
import { HEADER_ONLY_DIRECTIVES, policyOf } from '../src/build/csp';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
};
/** Sent with every response; pages also get their Content-Security-Policy (see src/build/csp.ts). */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), midi=(self)',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** Compressed bodies by encoding and content hash, the oldest dropped beyond COMPRESSED_CACHE_BYTES. */
const compressed = new Map<string, Buffer>();
const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;
let compressedBytes = 0;

function compress(body: Buffer, hash: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${hash}`;
  const cached = compressed.get(key);
  if (cached) return cached;
  const payload =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body);
  compressed.set(key, payload);
  compressedBytes += payload.length;
  for (const [oldest, value] of compressed) {
    if (compressedBytes <= COMPRESSED_CACHE_BYTES) break;
    compressed.delete(oldest);
    compressedBytes -= value.length;
  }
  return payload;
}

async function readIfFile(file: string): Promise<Buffer | null> {
  try {
    return (await stat(file)).isFile() ? await readFile(file) : null;
  } catch {
    return null;
  }
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  file: string,
  body: Buffer,
) {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    Vary: 'Accept-Encoding',
  };
  if (type.startsWith('text/html')) {
    // The page's own policy, written into it by the build, plus what only a header can say.
    const policy = policyOf(body.toString('utf8'));
    headers['Content-Security-Policy'] = policy
      ? `${policy}; ${HEADER_ONLY_DIRECTIVES}`
      : `default-src 'self'; ${HEADER_ONLY_DIRECTIVES}`;
  }
  const sitePath = file.split(path.sep).join('/');
  headers['Cache-Control'] =
    /\/static\//.test(sitePath) || /-[0-9a-f]{20}\.(js|css)$/.test(sitePath)
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate';
  const hash = createHash('sha1').update(body).digest('base64url');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding =
    COMPRESSIBLE.test(type) && body.length > 1024
      ? /\bbr\b/.test(accepted)
        ? 'br'
        : /\bgzip\b/.test(accepted)
          ? 'gzip'
          : null
      : null;
  // One tag per representation, so a cache never takes a gzip body for a brotli one.
  headers.ETag = `"${hash}${encoding ? `-${encoding}` : ''}"`;
  const known = String(request.headers['if-none-match'] ?? '').split(/\s*,\s*/);
  if (status === 200 && known.includes(headers.ETag)) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const payload = encoding ? compress(body, hash, encoding) : body;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(payload.length);
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : payload);
}

/** Creates the static server for a built site folder (not yet listening). */
export function createSiteServer(publicDir: string): Server {
  const root = path.resolve(publicDir);
  return createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...SECURITY_HEADERS, Allow: 'GET, HEAD' }).end();
      return;
    }
    // Joined as text: `new URL('//docs/', base)` would read `docs` as a host name.
    const url = new URL(`http://localhost${request.url?.startsWith('/') ? request.url : '/'}`);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400, SECURITY_HEADERS).end('Bad request');
      return;
    }
    const file = path.join(root, pathname);
    // The folder itself or inside it: a sibling whose name starts with the folder's is outside.
    if (file !== root && !file.startsWith(`${root}${path.sep}`)) {
      response.writeHead(400, SECURITY_HEADERS).end('Bad request');
      return;
    }
    const asFile = pathname.endsWith('/') ? null : await readIfFile(file);
    if (asFile && !pathname.endsWith('.html')) {
      send(request, response, 200, file, asFile);
      return;
    }
    const clean = cleanPath(pathname);
    if (clean && (await readIfFile(path.join(root, clean, 'index.html')))) {
      response.writeHead(301, { ...SECURITY_HEADERS, Location: `${clean}${url.search}` }).end();
      return;
    }
    if (pathname.endsWith('/')) {
      const page = await readIfFile(path.join(file, 'index.html'));
      if (page) {
        send(request, response, 200, path.join(file, 'index.html'), page);
        return;
      }
    }
    const locale = localeFromPath(pathname);
    const notFoundFile = path.join(root, locale === DEFAULT_LOCALE ? '' : locale, '404.html');
    const notFound = (await readIfFile(notFoundFile)) ?? (await readIfFile(path.join(root, '404.html')));
    if (notFound) send(request, response, 404, notFoundFile, notFound);
    else response.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain' }).end('Not found');
  });
}

function portFromArguments(): number {
  const index = process.argv.indexOf('--port');
  const value = index === -1 ? (process.env.PORT ?? '9000') : process.argv[index + 1];
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`--port '${String(value)}' is not a port number; expected an integer from 1 to 65535`);
  }
  return port;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename);
if (isMain) {
  const publicDir = path.join(__dirname, '..', 'public');
  stat(path.join(publicDir, 'index.html')).then(
    () => {
      const port = portFromArguments();
      createSiteServer(publicDir).listen(port, '127.0.0.1', () => {
        console.info(`Serving ${publicDir} at http://127.0.0.1:${port}/`);
      });
    },
    () => {
      console.error(`No built site in ${publicDir}; run \`npm run build\` first.`);
      process.exit(1);
    },
  );
}
