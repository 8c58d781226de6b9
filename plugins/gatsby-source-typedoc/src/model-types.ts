import type { ApiKind, ApiPackage } from './routes';

/**
 * The API reference's data, as stored (JSON) in each ApiSymbol node and read by the page template. Comments
 * are rendered to HTML at build time; internal links in that HTML are unprefixed site paths (`/docs/api/…`)
 * that the page localises.
 */

/** A paragraph-level piece of rendered comment: HTML, or a code block highlighted like the docs' code. */
export type ContentBlock =
  | { type: 'html'; html: string }
  | { type: 'code'; language: string; title: string | null; html: string };

export type RichText = ContentBlock[];

/**
 * A piece of a rendered type: `KnobProps` with the route of its page, or plain text such as ` | `. `more`: the
 * number of members a shortened union leaves out, which the page words in its locale (`text` has the English).
 */
export interface TypeToken {
  text: string;
  href?: string;
  more?: number;
}

export type TypeText = TypeToken[];

export type ApiTagName = 'returns' | 'defaultValue' | 'deprecated' | 'see' | 'throws' | 'example' | 'remarks';

export interface ApiTag {
  tag: ApiTagName;
  content: RichText;
  /**
   * From the paired Japanese tag (`@jaReturns` for `@returns`); null where `content` is code alone, which reads the
   * same in Japanese (the build stops on prose without its Japanese tag).
   */
  contentJa: RichText | null;
}

export interface ApiTypeParameter {
  name: string;
  constraint: TypeText | null;
  default: TypeText | null;
  description: RichText;
  /** From `@jaTypeParam name - …`; null where `description` is code alone (see ApiTag.contentJa). */
  descriptionJa: RichText | null;
}

export interface ApiParameter {
  name: string;
  type: TypeText;
  optional: boolean;
  rest: boolean;
  /** The default written in the source (`skew = 1`). */
  defaultValue: string | null;
  description: RichText;
  /** From `@jaParam name - …`; null where `description` is code alone (see ApiTag.contentJa). */
  descriptionJa: RichText | null;
}

export interface ApiSignature {
  /** `normalizeValue(value: number, min: number, …): number`, with links on type names. */
  text: TypeText;
  typeParameters: ApiTypeParameter[];
  parameters: ApiParameter[];
  returnType: TypeText;
  summary: RichText;
  summaryJa: RichText | null;
  tags: ApiTag[];
}

/** A property or method of an interface. */
export interface ApiMember {
  name: string;
  /** Id of its row on the page, for `{@link KnobProps.value}`. */
  anchor: string;
  kind: 'property' | 'method';
  type: TypeText;
  optional: boolean;
  readonly: boolean;
  /** From `@defaultValue`, else the initialiser. */
  defaultValue: RichText | null;
  /** From `@jaDefaultValue`; null where `defaultValue` is code alone (see ApiTag.contentJa). */
  defaultValueJa: RichText | null;
  description: RichText;
  descriptionJa: RichText | null;
  tags: ApiTag[];
  /**
   * For a method or a property of function type, what its comment says of the call: the parameters it describes
   * (`@param`, `@jaParam`) and its `@returns` and `@throws`; null when it says nothing of them.
   */
  call: { parameters: ApiParameter[]; tags: ApiTag[] } | null;
  /** `ValueOptions.value` when inherited. */
  inheritedFrom: TypeText | null;
  /**
   * For a member of a type alias that offers sets of members as alternatives (`{ src; frames } | { render }`), the
   * set it belongs to, counted from 1; null when the member always applies.
   */
  alternative: number | null;
}

export interface ApiSource {
  /** Repository-relative path: `packages/react/src/Knob/Knob.tsx`. */
  file: string;
  line: number;
  url: string | null;
}

export interface ApiSymbolData {
  package: ApiPackage;
  kind: ApiKind;
  name: string;
  route: string;
  summary: RichText;
  summaryJa: RichText | null;
  /** First paragraph as plain text, for `<meta name="description">` and the index pages. */
  description: string;
  descriptionJa: string | null;
  tags: ApiTag[];
  deprecated: boolean;
  typeParameters: ApiTypeParameter[];
  signatures: ApiSignature[];
  /** The type of a type alias or variable. */
  type: TypeText | null;
  extends: TypeText[];
  members: ApiMember[];
  source: ApiSource | null;
}
