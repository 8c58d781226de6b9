import { withPrefix } from 'gatsby';
import { useLocale, useTranslation } from '../../i18n/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import siteConfig from '../../../site.config';
import { loadSearchConfig } from '../../search/config';
import { startLocalEngine } from '../../search/engineStart';
import type { RuntimeSearchConfig } from '../../search/types';
import { activeVersionName, preferredVersionKey } from '../Navbar/versions';
import { createSafeStorage } from '../storage';
import { takeEarlySearch } from './earlyShortcut';
import type { SearchModalProps } from './Modal';
import { initialTypedAhead, PendingSearch, typedAheadIn, type TypedAhead } from './PendingSearch';
import { loadSearchStrings } from './strings';
import { useSearchShortcuts } from './useSearchShortcuts';
import * as styles from './styles.module.css';

type ModalComponent = ComponentType<SearchModalProps>;
let modalPromise: Promise<ModalComponent> | null = null;

/**
 * The modal's stylesheet (DocSearch's and ours, published by gatsby-plugin-local-search) as a `<link>` added on
 * first intent: Gatsby inlines every bundled stylesheet into every page, which this one must not be.
 */
function loadModalStylesheet(): Promise<void> {
  return new Promise((resolve, reject) => {
    const href = withPrefix('/search/modal.css');
    const existing = document.querySelector<HTMLLinkElement>(`link[data-search-stylesheet]`);
    if (existing?.dataset.loaded) return resolve();
    const link = existing ?? document.createElement('link');
    link.addEventListener('load', () => {
      link.dataset.loaded = 'true';
      resolve();
    });
    link.addEventListener('error', () => {
      link.remove();
      reject(new Error(`Search: could not load the modal's stylesheet ${href}`));
    });
    if (!existing) {
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.searchStylesheet = '';
      document.head.append(link);
    }
  });
}

/**
 * The modal's code and strings, its settings and (for the local engine) the locale's index, fetched once on first
 * intent.
 */
function loadSearch(language: string): Promise<[ModalComponent, RuntimeSearchConfig, object]> {
  modalPromise ??= Promise.all([import('./Modal'), loadModalStylesheet()]).then(([module]) => module.default);
  // Settings, search client and modal load side by side (not with every page's code). The settings request, and
  // once they say the engine is local the index download and the worker, start from this page's own code rather
  // than after the search code has loaded and run: the index is what the first hits wait for.
  const client = import('../../search/client');
  // Its failure is reported through `config` (or the modal's); this keeps it from also being unhandled.
  client.catch(() => undefined);
  // The build's own settings name the engine too: a local build starts it without waiting for the settings file
  // (the same settings, written by the same build), one request sooner on the way to the first hits.
  if (siteConfig.search.provider === 'local') startLocalEngine(language);
  const config = loadSearchConfig().then(async (loaded) => {
    if (loaded.provider === 'local') {
      startLocalEngine(language);
      (await client).preloadLocalIndex(language);
    }
    return loaded;
  });
  return Promise.all([modalPromise, config, loadSearchStrings(language)]).catch((error: unknown) => {
    modalPromise = null;
    throw error;
  });
}

function SearchIcon() {
  return (
    <svg width="1.125rem" height="1.125rem" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
        stroke="currentColor"
        fill="none"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The docs version search is scoped to: the page's, else the reader's preferred, else the latest. */
function currentDocsVersion(originalPath: string): string {
  const preferred = createSafeStorage().get(preferredVersionKey());
  return activeVersionName(originalPath, siteConfig.docs.versions, preferred);
}

/**
 * The navbar's search button. Nothing of search loads until the reader shows intent (hover, focus, touch or a
 * shortcut); then the DocSearch modal opens with the local engine or the hosted one, as the build configured.
 */
export function SearchBar() {
  const { t, i18n } = useTranslation();
  const { language, originalPath } = useLocale();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pendingInputRef = useRef<HTMLInputElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  /** The query search opened with (a letter typed on the button, or the page's selection). */
  const [initial, setInitial] = useState<TypedAhead>({ query: '', selection: [0, 0] });
  /** What the pending box holds when the modal takes over from it. */
  const [handover, setHandover] = useState<TypedAhead | null>(null);
  const [composing, setComposing] = useState(false);
  const [loaded, setLoaded] = useState<[ModalComponent, RuntimeSearchConfig] | null>(null);
  const [failed, setFailed] = useState(false);
  const [apple, setApple] = useState<boolean | null>(null);
  const scrollY = useRef(0);

  useEffect(() => setApple(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)), []);

  const prepare = useCallback(() => {
    loadSearch(language).then(
      ([modal, config, strings]) => {
        i18n.addNamespace('search', strings);
        setLoaded([modal, config]);
      },
      (error: unknown) => {
        console.error(error);
        setFailed(true);
      },
    );
  }, [language, i18n]);

  const open = useCallback(
    (letter?: string) => {
      scrollY.current = window.scrollY;
      setInitial(initialTypedAhead(letter, window.getSelection()?.toString() ?? ''));
      setHandover(null);
      setComposing(false);
      setFailed(false);
      prepare();
      setIsOpen(true);
    },
    [prepare],
  );
  const onOpen = useCallback(() => open(), [open]);
  const onClose = useCallback(() => {
    setIsOpen(false);
    setHandover(null);
    buttonRef.current?.focus({ preventScroll: true });
  }, []);
  const onRetry = useCallback(() => {
    setFailed(false);
    prepare();
    pendingInputRef.current?.focus({ preventScroll: true });
  }, [prepare]);
  useSearchShortcuts({ isOpen, onOpen, onClose, onInput: open, buttonRef });
  // Ctrl/Cmd+K pressed before this code ran (see earlyShortcut.ts) opens search now that it can, with what was
  // typed after it.
  useEffect(() => {
    const early = takeEarlySearch();
    if (early !== null) open(early || undefined);
  }, [open]);
  // Once the modal has loaded (and no IME composition is under way in the pending box), it takes over what was
  // typed meanwhile: read before the box goes, in the same task, so no keystroke falls between the two.
  useLayoutEffect(() => {
    if (!isOpen || !loaded || composing || handover) return;
    setHandover(pendingInputRef.current ? typedAheadIn(pendingInputRef.current) : initial);
  }, [isOpen, loaded, composing, handover, initial]);

  const Modal = loaded?.[0];
  const config = loaded?.[1];
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.button} navbar-search`}
        data-needs-js=""
        aria-label={t('theme:searchButton.ariaLabel')}
        aria-haspopup="dialog"
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        data-ready={apple === null ? undefined : 'true'}
        data-state={isOpen ? (loaded ? 'open' : 'loading') : failed ? 'failed' : 'closed'}
        onClick={onOpen}
        onMouseEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
      >
        <SearchIcon />
        <span className={styles.text}>{t('theme:searchButton.text')}</span>
        <span className={styles.keys} aria-hidden="true">
          {/* Drawn by CSS from data-key: text here would be part of the button's visible label but not of its
              name (WCAG 2.5.3); aria-keyshortcuts gives the shortcut to assistive technology. */}
          <kbd data-key={apple ? '⌘' : 'Ctrl'} />
          <kbd data-key="K" />
        </span>
      </button>
      {isOpen && Modal && config && handover ? (
        <Modal
          config={config}
          docsVersion={currentDocsVersion(originalPath)}
          initialQuery={handover.query || undefined}
          initialSelection={handover.selection}
          initialScrollY={scrollY.current}
          onClose={onClose}
        />
      ) : (
        isOpen && (
          <PendingSearch
            inputRef={pendingInputRef}
            initial={initial}
            failed={failed}
            onRetry={onRetry}
            onClose={onClose}
            onComposing={setComposing}
            icon={<SearchIcon />}
          />
        )
      )}
    </>
  );
}

/** The navbar item of type `search`. */
export function SearchNavbarItem() {
  return <SearchBar />;
}
