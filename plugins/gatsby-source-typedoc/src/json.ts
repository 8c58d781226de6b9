/**
 * The parts of TypeDoc's JSON model (`app.serializer.projectToObject`, schema 2.0) that we read. Declared here,
 * loosely, so that the mapping works on plain JSON (cached on disk, or written by hand in tests).
 */

export interface TdDisplayPart {
  kind: 'text' | 'code' | 'inline-tag' | 'relative-link';
  text: string;
  tag?: string;
  /** A reflection id of the same project, or a symbol of another package. */
  target?: number | TdSymbolId | string;
}

export interface TdSymbolId {
  packageName: string;
  packagePath?: string;
  qualifiedName: string;
}

export interface TdComment {
  summary: TdDisplayPart[];
  blockTags?: { tag: string; name?: string; content: TdDisplayPart[] }[];
  modifierTags?: string[];
}

export interface TdSource {
  fileName: string;
  line: number;
  character?: number;
  url?: string;
}

export interface TdType {
  type: string;
  name?: string;
  value?: unknown;
  target?: number | TdSymbolId | TdType;
  package?: string;
  qualifiedName?: string;
  refersToTypeParameter?: boolean;
  typeArguments?: TdType[];
  types?: TdType[];
  elementType?: TdType;
  elements?: TdType[];
  element?: TdType;
  isOptional?: boolean;
  operator?: string;
  declaration?: TdReflection;
  queryType?: TdType;
  objectType?: TdType;
  indexType?: TdType;
  checkType?: TdType;
  extendsType?: TdType;
  trueType?: TdType;
  falseType?: TdType;
  parameter?: string;
  parameterType?: TdType;
  templateType?: TdType;
  nameType?: TdType;
  readonlyModifier?: '+' | '-';
  optionalModifier?: '+' | '-';
  head?: string;
  tail?: [TdType, string][];
  asserts?: boolean;
  constraint?: TdType;
}

export interface TdReflection {
  id: number;
  name: string;
  variant?: string;
  kind: number;
  flags?: {
    isOptional?: boolean;
    isRest?: boolean;
    isReadonly?: boolean;
    isConst?: boolean;
    isInherited?: boolean;
    isExternal?: boolean;
  };
  comment?: TdComment;
  children?: TdReflection[];
  signatures?: TdReflection[];
  indexSignatures?: TdReflection[];
  parameters?: TdReflection[];
  typeParameters?: TdReflection[];
  type?: TdType;
  defaultValue?: string;
  default?: TdType;
  sources?: TdSource[];
  extendedTypes?: TdType[];
  inheritedFrom?: TdType;
  packageName?: string;
}
