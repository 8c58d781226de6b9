import { withPrefix } from 'gatsby';

/** Where gatsby-plugin-playground-assets puts the library files the playgrounds need. */
export const ELEMENTS_BUNDLE_PATH = '/playground/vibrato-elements.js';
export const REACT_STYLES_PATH = '/playground/vibrato-react.css';

/** A text file of the site (the elements' bundle, a compiled live example); an HTTP error throws. */
async function fetchText(path: string): Promise<string> {
  const response = await fetch(withPrefix(path));
  if (!response.ok) throw new Error(`${path}: ${response.status} ${response.statusText}`);
  return response.text();
}

let elementsBundle: Promise<string> | undefined;

/** The web components' standalone bundle, fetched once per page load (again after a failure). */
export function fetchElementsBundle(): Promise<string> {
  elementsBundle ??= fetchText(ELEMENTS_BUNDLE_PATH);
  elementsBundle.catch(() => {
    elementsBundle = undefined;
  });
  return elementsBundle;
}

let reactStyles: Promise<void> | undefined;

/**
 * Adds the React library's stylesheet to the page once, when the first React playground loads (webpack would put
 * an imported stylesheet into the CSS of every page).
 */
export function loadReactStyles(): Promise<void> {
  reactStyles ??= new Promise<void>((resolve, reject) => {
    const href = withPrefix(REACT_STYLES_PATH);
    const existing = document.querySelector<HTMLLinkElement>(`link[data-playground-styles]`);
    existing?.remove();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.playgroundStyles = '';
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      reject(new Error(`Could not load ${href}`));
    });
    document.head.append(link);
  });
  reactStyles.catch(() => {
    reactStyles = undefined;
  });
  return reactStyles;
}

export type PlaygroundKind = 'react' | 'html';

export interface PlaygroundProps {
  /** The example's original code. */
  code: string;
  /** The fence's title, or its language. */
  title: string;
  /** The web components' bundle, for HTML playgrounds. */
  elementsBundle?: string;
  /** Focus the editor once it is there (the reader focused the code while it loaded). */
  autoFocus?: boolean;
}

export interface PreviewProps {
  code: string;
  /** A React example compiled at build time. */
  compiled?: string;
  title: string;
  elementsBundle?: string;
  /** The error the example throws (or undefined once it runs), for the frame's error box. */
  onError: (message: string | undefined) => void;
}

type PlaygroundModule = { default: React.ComponentType<PlaygroundProps> };
type PreviewModule = { default: React.ComponentType<PreviewProps> };

/**
 * Loads what runs an example without its editor (the library and the example compiled at build time for React
 * examples, the elements' bundle for HTML ones): small chunks, named so tests and the bench can find them.
 */
export function loadPreview(
  kind: PlaygroundKind,
  compiledSrc?: string,
): Promise<{ module: PreviewModule; bundle?: string; compiled?: string }> {
  if (kind === 'react') {
    return Promise.all([
      import(/* webpackChunkName: "live-preview-react" */ './ReactPreview'),
      compiledSrc === undefined ? undefined : fetchText(compiledSrc),
      loadReactStyles(),
    ]).then(([module, compiled]) => ({ module, compiled }));
  }
  return Promise.all([
    import(/* webpackChunkName: "live-preview-html" */ './HtmlPreview'),
    fetchElementsBundle(),
  ]).then(([module, bundle]) => ({ module, bundle }));
}

/** Loads a playground's editor chunk (react-live, its compiler and highlighter) and what the example needs. */
export function loadPlayground(kind: PlaygroundKind): Promise<{ module: PlaygroundModule; bundle?: string }> {
  if (kind === 'react') {
    return Promise.all([
      import(/* webpackChunkName: "playground-react" */ './ReactPlayground'),
      loadReactStyles(),
    ]).then(([module]) => ({ module }));
  }
  return Promise.all([
    import(/* webpackChunkName: "playground-html" */ './HtmlPlayground'),
    fetchElementsBundle(),
  ]).then(([module, bundle]) => ({ module, bundle }));
}
