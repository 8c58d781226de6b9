import type {
  ApiParameter,
  ContentBlock,
  RichText,
  TypeText,
} from '../../gatsby-source-typedoc/src/model-types';

/**
 * One custom element's reference, as stored (JSON) in its CustomElement node and read by the page template.
 * Descriptions are rendered to HTML at build time, in English and, where the source has a `@ja` tag, Japanese.
 */

export interface LocalizedDescription {
  description: RichText;
  descriptionJa: RichText | null;
}

export interface ElementAttribute extends LocalizedDescription {
  name: string;
  /** The type, with the names of documented types (`InputEventOption`) linked to their API pages. */
  type: TypeText | null;
  default: string | null;
  /** The property the attribute reflects to (`default-value` → `defaultValue`), when the element has one. */
  property: string | null;
}

export interface ElementProperty extends LocalizedDescription {
  name: string;
  /** The type, with the names of documented types (`InputEventOption`) linked to their API pages. */
  type: TypeText | null;
  default: string | null;
  readonly: boolean;
  /** The attribute that reflects this property, when there is one. */
  attribute: string | null;
}

export interface ElementMethod extends LocalizedDescription {
  name: string;
  /** `formResetCallback(): void` */
  signature: string;
}

export interface ElementEvent extends LocalizedDescription {
  name: string;
  /** The type of `event.detail` (`{note: number, velocity: number}`), or null for a plain `Event`. */
  detailType: string | null;
}

export interface ElementSlot extends LocalizedDescription {
  /** Empty for the default slot. */
  name: string;
}

export interface ElementPart extends LocalizedDescription {
  name: string;
}

/** A custom state the element sets on itself (ElementInternals.states), styled with `:state(name)`. */
export interface ElementState extends LocalizedDescription {
  name: string;
}

export interface ElementCssProperty extends LocalizedDescription {
  name: string;
  default: string | null;
}

/** How a page registers the element, as the package really exports it (checked against package.json). */
export interface ElementUsage {
  packageName: string;
  /** Where the index page documents the define function, the side-effect entry and the standalone module. */
  links: { defineFunction: string; defineEntry: string; standaloneFile: string };
  /** `@vibrato-ui/web-components/define`: the side-effect entry that defines every element. */
  defineEntry: string;
  /** The named export that defines every element: `defineVibratoElements`. */
  defineFunction: string;
  /** The standalone module for pages without a bundler: `vibrato-elements.js`. */
  standaloneFile: string;
  /** Highlighted code: the side-effect import, the explicit call, and a plain HTML page. */
  sideEffectCode: ContentBlock;
  explicitCode: ContentBlock;
  htmlCode: ContentBlock;
}

/** The React component the element mirrors, with its API page and guide. */
export interface ReactTwin {
  name: string;
  apiRoute: string;
  guideRoute: string;
}

export interface CustomElementData extends LocalizedDescription {
  tagName: string;
  className: string;
  route: string;
  /** First paragraph as plain text, for `<meta name="description">` and the index page. */
  summary: string;
  summaryJa: string | null;
  usage: ElementUsage;
  reactTwin: ReactTwin | null;
  attributes: ElementAttribute[];
  properties: ElementProperty[];
  methods: ElementMethod[];
  events: ElementEvent[];
  slots: ElementSlot[];
  cssParts: ElementPart[];
  cssProperties: ElementCssProperty[];
  cssStates: ElementState[];
  /** The class's `@example` blocks, highlighted (their code reads the same in both languages). */
  examples: RichText;
}

/** A function the package exports (`defineVibratoElements`), from its TSDoc as the manifest holds it. */
export interface ElementsFunction extends LocalizedDescription {
  name: string;
  /** `defineVibratoElements(registry?: CustomElementRegistry | undefined): string[]` */
  signature: string;
  parameters: ApiParameter[];
  returnType: string;
  /** `@returns` and `@jaReturns`, when written. */
  returns: LocalizedDescription | null;
  /** Each `@throws` with the type it names and its `@jaThrows`. */
  throws: (LocalizedDescription & { type: string })[];
  examples: RichText;
}

/** An entry of package.json's `exports` that a page imports, described by its module's `@packageDocumentation`. */
export interface PackageEntry extends LocalizedDescription {
  /** What a page imports: `@vibrato-ui/web-components/define`. */
  specifier: string;
  /** The file it resolves to in the package: `dist/define.js`. */
  file: string;
  /** Id of its row on the index page: `entry-define`. */
  anchor: string;
  examples: RichText;
}

/** The package-level part of the reference, shown on the index page: its functions and its entry points. */
export interface ElementsPackageData {
  name: string;
  functions: ElementsFunction[];
  entries: PackageEntry[];
}
