/**
 * The part of the Custom Elements Manifest (schema 1.0, https://github.com/webcomponents/custom-elements-manifest)
 * that the reference reads, plus `ja`: the Japanese text that packages/web-components'
 * custom-elements-manifest.config.mjs copies from each `@ja` tag beside the English description.
 */

export interface CemType {
  text: string;
}

export interface CemReference {
  name: string;
  module?: string;
}

export interface CemItem {
  name: string;
  description?: string;
  summary?: string;
  ja?: string;
  inheritedFrom?: CemReference;
}

export interface CemAttribute extends CemItem {
  type?: CemType;
  default?: string;
  /** The property the attribute reflects to, when the analyzer knows it. */
  fieldName?: string;
}

export interface CemMember extends CemItem {
  kind: 'field' | 'method';
  type?: CemType;
  default?: string;
  privacy?: 'public' | 'private' | 'protected';
  static?: boolean;
  readonly?: boolean;
  parameters?: { name: string; type?: CemType; optional?: boolean }[];
  return?: { type?: CemType };
}

export interface CemEvent extends CemItem {
  type?: CemType;
}

export interface CemCssProperty extends CemItem {
  default?: string;
  syntax?: string;
}

/** A parameter of an exported function. */
export interface CemParameter extends CemItem {
  type?: CemType;
  default?: string;
  optional?: boolean;
}

export interface CemDeclaration extends CemItem {
  kind: string;
  /** Code fences of the `@example` tags (added by the package's manifest config). */
  examples?: string[];
  /** Of a function. */
  parameters?: CemParameter[];
  return?: { type?: CemType; description?: string; ja?: string };
  /** Of a function: each `@throws` with its `@jaThrows` (added by the package's manifest config). */
  throws?: { type?: CemType; description?: string; ja?: string }[];
  tagName?: string;
  customElement?: boolean;
  attributes?: CemAttribute[];
  members?: CemMember[];
  events?: CemEvent[];
  slots?: CemItem[];
  cssParts?: CemItem[];
  cssProperties?: CemCssProperty[];
  /** Custom states (`@cssstate`), matched by `:state(name)`. */
  cssStates?: CemItem[];
}

export interface CemExport {
  kind: 'js' | 'custom-element-definition';
  name: string;
  declaration: CemReference;
}

export interface CemModule {
  kind: 'javascript-module';
  path: string;
  /** The module's `@packageDocumentation` comment, its `@ja` and its `@example` fences (added by the manifest config). */
  description?: string;
  ja?: string;
  examples?: string[];
  declarations?: CemDeclaration[];
  exports?: CemExport[];
}

export interface CustomElementsManifest {
  schemaVersion: string;
  modules: CemModule[];
}

/** What the reference reads of packages/web-components/package.json. */
export interface WebComponentsPackageJson {
  name: string;
  exports?: Record<string, unknown>;
}
