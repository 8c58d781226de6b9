import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { isExternalUrl } from '../i18n/paths';

/** What one built HTML page links to and which fragment targets it offers. */
export interface PageLinks {
  ids: Set<string>;
  /** Internal URLs as written in href/src attributes. */
  links: string[];
}

/** One link that does not resolve. */
export interface BrokenLink {
  page: string;
  target: string;
  reason: string;
}

const LINK_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  source: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
};

/** Reads the ids and internal links of one HTML document with a real HTML parser. */
export function collectPageLinks(html: string): PageLinks {
  const ids = new Set<string>();
  const links: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id);
        if (name === 'a' && attributes.name) ids.add(attributes.name);
        // Alternates and canonical links are absolute URLs of the deployed site, checked by the SEO tests.
        if (name === 'link' && /\b(alternate|canonical)\b/.test(attributes.rel ?? '')) return;
        for (const attribute of LINK_ATTRIBUTES[name] ?? []) {
          const value = attributes[attribute];
          if (value === undefined || value === '' || value === '#') continue;
          if (isExternalUrl(value) && !value.startsWith('//')) continue;
          if (value.startsWith('//')) continue;
          links.push(value);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { ids, links };
}

/** The site path of a built HTML file (`docs/index.html` → `/docs/`, `404.html` → `/404.html`). */
export function pagePathOfFile(file: string): string {
  const posix = file.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'index.html'.length)}`;
  return `/${posix}`;
}

/**
 * Finds every internal link of the built site that does not resolve: a target with no built file, a page path
 * without its trailing slash, or a `#fragment` with no element of that id on the target page.
 * `pages` maps site paths of HTML pages to their links; `files` holds every built file's site path.
 */
export function findBrokenLinks(
  pages: Map<string, PageLinks>,
  files: Set<string>,
  basePath = '/',
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const [page, { links }] of pages) {
    for (const link of links) {
      const url = new URL(link, `http://site.invalid${page}`);
      let target = decodeURIComponent(url.pathname);
      if (basePath !== '/' && target.startsWith(basePath)) target = `/${target.slice(basePath.length)}`;
      const fragment = decodeURIComponent(url.hash.slice(1));
      const isPage = target.endsWith('/');
      const file = isPage ? `${target}index.html` : target;
      if (!files.has(file)) {
        const reason = files.has(`${target}/index.html`)
          ? `missing trailing slash (link to '${target}/')`
          : 'no such page or file';
        broken.push({ page, target: link, reason });
        continue;
      }
      if (fragment && (isPage || file.endsWith('.html'))) {
        const targetPage = pages.get(isPage ? target : file);
        if (targetPage && !targetPage.ids.has(fragment)) {
          broken.push({
            page,
            target: link,
            reason: `no element with id '${fragment}' on ${isPage ? target : file}`,
          });
        }
      }
    }
  }
  return broken;
}

async function listFiles(directory: string, root = directory): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      return entry.isDirectory() ? listFiles(full, root) : Promise.resolve([path.relative(root, full)]);
    }),
  );
  return nested.flat();
}

/**
 * Checks every HTML file under `publicDir`; returns the broken links, page by page. `read`: pages already in
 * memory (by file, relative to `publicDir`, as finishBuiltPages keeps them), checked without reading them again.
 */
export async function checkBuiltSite(
  publicDir: string,
  basePath = '/',
  read: ReadonlyMap<string, string> = new Map(),
): Promise<BrokenLink[]> {
  const files = await listFiles(publicDir);
  const sitePaths = new Set(files.map((file) => `/${file.split(path.sep).join('/')}`));
  const pages = new Map<string, PageLinks>();
  await Promise.all(
    files
      .filter((file) => file.endsWith('.html'))
      .map(async (file) => {
        const html = read.get(file) ?? (await readFile(path.join(publicDir, file), 'utf8'));
        pages.set(pagePathOfFile(file), collectPageLinks(html));
      }),
  );
  return findBrokenLinks(pages, sitePaths, basePath).sort((a, b) => a.page.localeCompare(b.page));
}

/** The build error text for broken links: one `page → target (reason)` line each, and the fix. */
export function formatBrokenLinks(broken: BrokenLink[]): string {
  const lines = broken.map(({ page, target, reason }) => `  ${page} → ${target} (${reason})`);
  return `Broken internal links (${broken.length}):\n${lines.join('\n')}\nFix the link in the page's MDX or component, or create the missing page or heading.`;
}
