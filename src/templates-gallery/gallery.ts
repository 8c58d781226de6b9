import type { ComponentType } from 'react';
import { loadReactStyles } from '../theme/Playground/loaders';
import type { TemplateKey } from './labels';

export interface GalleryTemplate {
  /** The template's folder under src/templates-gallery/ (and its TemplateSource nodes' `name`). */
  name: string;
  /** Its strings in locales/<locale>/templates.json. */
  key: TemplateKey;
  /** Loads its preview chunk and the library's stylesheet (kept out of the CSS every page loads). */
  load: () => Promise<{ default: ComponentType<object> }>;
  /**
   * The height kept for the preview before its chunk arrives on a screen 768 px wide or more, in rem, so that the
   * page does not move when it does: the taller of its two locales' loaded heights, measured (the Japanese labels'
   * lines are a few pixels taller). Narrower screens wrap the template's parts and keep a common minimum.
   */
  wideHeight: number;
}

const withStyles = (load: () => Promise<{ default: ComponentType<object> }>) => () =>
  Promise.all([load(), loadReactStyles()]).then(([module]) => module);

/** The templates on the templates page, in order. */
export const GALLERY: readonly GalleryTemplate[] = [
  {
    name: 'synth-panel',
    key: 'synthPanel',
    wideHeight: 31.125,
    load: withStyles(() => import(/* webpackChunkName: "template-synth-panel" */ './synth-panel/preview')),
  },
  {
    name: 'filter-pad',
    key: 'filterPad',
    wideHeight: 26.25,
    load: withStyles(() => import(/* webpackChunkName: "template-filter-pad" */ './filter-pad/preview')),
  },
  {
    name: 'midi-keyboard',
    key: 'midiKeyboard',
    wideHeight: 22,
    load: withStyles(
      () => import(/* webpackChunkName: "template-midi-keyboard" */ './midi-keyboard/preview'),
    ),
  },
];
