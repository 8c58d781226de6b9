import { escapeHtml, unescapeHtml } from '../../search/escapeHtml';
import { LEVELS } from '../../search/types';

/** Where DocSearch keeps recent and favourite searches; it parses them without a guard when the modal opens. */
const DOCSEARCH_KEY = /^__DOCSEARCH_(RECENT|FAVORITE)_SEARCHES__/;

const HIT_TYPES = new Set<string>([...LEVELS, 'content']);

type Texts = Record<string, unknown>;

/** A text field DocSearch may show: a string, or nothing. */
const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/**
 * A stored search DocSearch can draw: what it reads to draw and open one (objectID, url, type, the hierarchy
 * with at least lvl0 and lvl1, the content). Anything else crashes its start screen.
 */
function isStoredHit(entry: unknown): entry is Texts & { hierarchy: Texts } {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return false;
  const { objectID, url, type, hierarchy, content } = entry as Texts;
  if (typeof objectID !== 'string' || typeof url !== 'string') return false;
  if (typeof type !== 'string' || !HIT_TYPES.has(type) || !optionalText(content)) return false;
  if (typeof hierarchy !== 'object' || hierarchy === null) return false;
  const levels = hierarchy as Texts;
  return (
    typeof levels.lvl0 === 'string' &&
    typeof levels.lvl1 === 'string' &&
    LEVELS.every((level) => optionalText(levels[level]))
  );
}

/**
 * Set on a hit whose shown texts (headings below lvl0, content) are HTML, escaped by withEscapedTexts. DocSearch
 * keeps it when it stores the hit, as it keeps every field but the highlight and snippet results.
 */
export const TEXTS_ESCAPED = 'textsEscaped';

/** The levels DocSearch draws as HTML from a hit's own fields once it has no snippet (lvl0 it shows as text). */
const DRAWN_LEVELS = LEVELS.filter((level) => level !== 'lvl0');

/**
 * The hit with the texts DocSearch draws as HTML escaped, and marked so (TEXTS_ESCAPED). DocSearch draws a hit's
 * snippet, else its raw text, as HTML; when it saves a hit as a recent or favourite search it drops the snippet,
 * so a heading such as `<vibrato-knob>` would vanish as an element from the lists it shows. Given a marked hit
 * (a stored one), it reads the texts back first: never escaped twice, and whatever storage holds comes out as text.
 */
export function withEscapedTexts<Hit extends { hierarchy: object; content?: unknown }>(hit: Hit): Hit {
  const marked = (hit as Record<string, unknown>)[TEXTS_ESCAPED] === true;
  const escaped = (value: unknown) =>
    typeof value === 'string' ? escapeHtml(marked ? unescapeHtml(value) : value) : value;
  const levels = hit.hierarchy as Texts;
  const hierarchy = {
    ...levels,
    ...Object.fromEntries(DRAWN_LEVELS.map((level) => [level, escaped(levels[level])])),
  };
  return { ...hit, hierarchy, content: escaped(hit.content), [TEXTS_ESCAPED]: true };
}

/** A stored search as withEscapedTexts makes it, without the snippets this module once added (now not needed). */
function asStored(hit: Texts & { hierarchy: Texts }): Texts {
  const { _snippetResult: _dropped, ...rest } = withEscapedTexts(hit);
  return rest;
}

/**
 * Repairs DocSearch's stored lists before the modal reads them, so that it opens instead of crashing: a list that
 * is not a JSON array is removed, entries it cannot draw are dropped (corrupted by hand, by an extension or by an
 * older version), and the others get their texts escaped (see withEscapedTexts). Storage that throws is left
 * alone: DocSearch then falls back to memory. Returns the keys whose list was removed or lost entries.
 */
export function repairSearchStorage(
  getStorage: () => Storage | undefined = () => globalThis.localStorage,
): string[] {
  const repaired: string[] = [];
  try {
    // Reading `localStorage` itself throws where storage is disabled.
    const storage = getStorage();
    if (!storage) return repaired;
    for (let index = storage.length - 1; index >= 0; index -= 1) {
      const key = storage.key(index);
      if (!key || !DOCSEARCH_KEY.test(key)) continue;
      const stored = storage.getItem(key) ?? '[]';
      let list: unknown = null;
      try {
        list = JSON.parse(stored);
      } catch {
        // Not JSON: removed below.
      }
      const entries: unknown[] | null = Array.isArray(list) ? list : null;
      const kept = entries && entries.filter(isStoredHit).map(asStored);
      if (!kept || kept.length < (entries?.length ?? 0)) repaired.push(key);
      const next = kept && JSON.stringify(kept);
      if (next === stored) continue;
      try {
        if (next === null) storage.removeItem(key);
        else storage.setItem(key, next);
      } catch {
        // Full storage: without the list, the modal still opens.
        storage.removeItem(key);
      }
    }
  } catch {
    // Storage unavailable: nothing to repair.
  }
  return repaired;
}

/** Where a DocSearch list's searches in other languages wait (the list's key after it) while they are not shown. */
export const AWAY_PREFIX = 'vibrato-search-other-languages:';

/** A stored list as an array of the searches DocSearch can draw; none when it is missing or unreadable. */
function storedList(storage: Storage, key: string): (Texts & { hierarchy: Texts })[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(list) ? list.filter(isStoredHit) : [];
  } catch {
    return [];
  }
}

/** Stores a list that changed, or removes it when empty; a failure (full storage) leaves the old list. */
function storeList(storage: Storage, key: string, list: readonly Texts[]): void {
  const next = list.length === 0 ? null : JSON.stringify(list);
  if (next === storage.getItem(key)) return;
  try {
    if (next === null) storage.removeItem(key);
    else storage.setItem(key, next);
  } catch {
    // The old list stays: the modal opens all the same.
  }
}

/**
 * Shows the reader the recent and favourite searches made in the page's language only. Both languages share one
 * index, so DocSearch keeps one list of each for both: a Japanese reader saw English titles that led to English
 * pages. Before the modal reads its lists, the searches in other languages move aside (AWAY_PREFIX) and this
 * language's come back, in their order, so nothing is lost. Searches with no language stay where they are.
 */
export function showSearchesIn(
  language: string,
  getStorage: () => Storage | undefined = () => globalThis.localStorage,
): void {
  try {
    const storage = getStorage();
    if (!storage) return;
    const lists = new Set<string>();
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key && DOCSEARCH_KEY.test(key)) lists.add(key);
      else if (key?.startsWith(AWAY_PREFIX) && DOCSEARCH_KEY.test(key.slice(AWAY_PREFIX.length)))
        lists.add(key.slice(AWAY_PREFIX.length));
    }
    for (const key of lists) {
      const seen = new Set<unknown>();
      const both = [...storedList(storage, key), ...storedList(storage, AWAY_PREFIX + key)].map(asStored);
      const all = both.filter((entry) => {
        const first = !seen.has(entry.objectID);
        seen.add(entry.objectID);
        return first;
      });
      const here = (entry: Texts) => typeof entry.language !== 'string' || entry.language === language;
      storeList(storage, key, all.filter(here));
      storeList(
        storage,
        AWAY_PREFIX + key,
        all.filter((entry) => !here(entry)),
      );
    }
  } catch {
    // Storage unavailable: DocSearch keeps its searches in memory.
  }
}
