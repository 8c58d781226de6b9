import type { TdReflection, TdSymbolId, TdType } from './json';
import type { TypeText, TypeToken } from './model-types';

/** Finds the page of a referenced type: a reflection id of the current project, or another package's symbol. */
export interface TypeLinker {
  byId(id: number): string | null;
  bySymbol(symbol: TdSymbolId): string | null;
  /**
   * The documented type alias whose members are exactly these literals (see `literalKey`), as its linked name:
   * TypeDoc expands `noteKey(): NoteKey` to `'C' | 'C#' | …`, and the name says more.
   */
  aliasOf?(literalKey: string): TypeToken | null;
  /**
   * The documented type alias for exactly this instance of a generic type (see `shapeKey`), as its linked name:
   * TypeScript loses `KeyboardShortcuts` in `KeyboardShortcuts | false` and gives `Readonly<Record<string, number>>`.
   */
  aliasOfShape?(shapeKey: string): TypeToken | null;
}

/** Literal unions longer than this, with no alias to name them, are shortened (`'a' | 'b' | 'c' | … 147 more`). */
export const LONG_UNION = 12;
/** How many members a shortened union shows. */
const SHOWN_OF_LONG_UNION = 3;

/** A union member that is a string or number literal. */
const isLiteral = (type: TdType) =>
  type.type === 'literal' && (typeof type.value === 'string' || typeof type.value === 'number');

/** The same key for the same set of literals, whatever their order: how a union is matched to its alias. */
export function literalKey(values: readonly unknown[]): string {
  return JSON.stringify(values.map((value) => JSON.stringify(value)).sort());
}

/**
 * The same key for the same instance of a generic type (`Readonly<Record<string, number>>`), from its names and
 * arguments only (ids and packages differ between where an alias is declared and where it is used); null for any
 * other type, which is never matched to an alias by its shape.
 */
export function shapeKey(type: TdType | undefined): string | null {
  if (type?.type !== 'reference' || !type.typeArguments?.length) return null;
  // An object type (`reflection`) anywhere inside gives no key.
  const shape = (part: TdType): unknown[] | null => {
    if (part.type === 'reflection') return null;
    const target =
      part.target && typeof part.target === 'object' && 'type' in part.target ? [part.target] : [];
    const inner = [
      ...(part.typeArguments ?? []),
      ...(part.types ?? []),
      ...(part.elementType ? [part.elementType] : []),
      ...target,
    ].map(shape);
    if (inner.includes(null)) return null;
    return [part.type, part.name ?? null, part.value ?? null, part.operator ?? null, ...inner];
  };
  const found = shape(type);
  return found && JSON.stringify(found);
}

/** Joins adjacent plain tokens so the stored text stays small. */
function compact(tokens: TypeToken[]): TypeText {
  const out: TypeToken[] = [];
  for (const token of tokens) {
    const last = out[out.length - 1];
    if (last && !last.href && !token.href && last.more === undefined && token.more === undefined)
      last.text += token.text;
    else out.push({ ...token });
  }
  return out;
}

/**
 * Where a type stands inside another: a member of a union or intersection, an array's (or optional tuple member's)
 * element, the object of an indexed access (`T[K]`), the target of `keyof`, `readonly` or `unique`.
 */
type Context = 'union' | 'intersection' | 'array' | 'indexed' | 'operator';

/**
 * How tightly a type's own syntax binds, loosest first as in TypeScript's grammar: function and conditional types,
 * then unions, intersections, type operators, and everything that is one term (names, literals, arrays, tuples…).
 */
function binding(type: TdType): number {
  if (type.type === 'conditional' || (type.type === 'reflection' && type.declaration?.signatures)) return 0;
  if (type.type === 'union') return 1;
  if (type.type === 'intersection') return 2;
  if (type.type === 'typeOperator') return 3;
  return 4;
}

/** The binding each context needs of a type written in it without parentheses. */
const NEEDS: Record<Context, number> = { union: 1, intersection: 2, operator: 3, array: 4, indexed: 4 };

/** Renders TypeDoc types as TypeScript text, with every type name we document linked to its page. */
export class TypeRenderer {
  /** The alias being rendered, which must not name its own definition (`type Side = Side`). */
  private self: string | null = null;

  constructor(private readonly linker: TypeLinker) {}

  /** `self`: the name of the type alias whose definition this is. */
  type(type: TdType | undefined, self: string | null = null): TypeText {
    this.self = self;
    try {
      return compact(this.tokens(type));
    } finally {
      this.self = null;
    }
  }

  /** `name<T>(a: A, b?: B): R` of a call signature. */
  signature(signature: TdReflection, name: string, arrow = false): TypeText {
    return compact(this.signatureTokens(signature, name, arrow));
  }

  private text(text: string): TypeToken[] {
    return [{ text }];
  }

  private join(types: TdType[] | undefined, separator: string, context?: Context): TypeToken[] {
    return (types ?? []).flatMap((type, index) => [
      ...(index > 0 ? this.text(separator) : []),
      ...this.wrapped(type, context),
    ]);
  }

  /**
   * The type in parentheses where it binds more loosely than its place needs (see binding): `(A | B)[]`,
   * `(A & B)[K]`, `keyof (A | B)`, `(() => void) | null`. With no context (a type argument, a tuple element) never.
   */
  private wrapped(type: TdType | undefined, context?: Context): TypeToken[] {
    const tokens = this.tokens(type);
    return type !== undefined && context !== undefined && binding(type) < NEEDS[context]
      ? [...this.text('('), ...tokens, ...this.text(')')]
      : tokens;
  }

  /**
   * A union, with its literal members named by their alias when a documented alias has exactly those members,
   * else shortened when there are more than LONG_UNION of them; other members are printed after them.
   */
  private union(types: TdType[]): TypeToken[] {
    const literals = types.filter(isLiteral);
    const others = types.filter((type) => !isLiteral(type));
    if (literals.length < 2) return this.join(types, ' | ', 'union');
    const found = this.linker.aliasOf?.(literalKey(literals.map((type) => type.value)));
    const alias = found && found.text !== this.self ? found : null;
    let head: TypeToken[];
    if (alias) head = [alias];
    else if (literals.length > LONG_UNION) {
      head = [
        ...this.join(literals.slice(0, SHOWN_OF_LONG_UNION), ' | ', 'union'),
        ...this.text(' | '),
        {
          text: `… ${literals.length - SHOWN_OF_LONG_UNION} more`,
          more: literals.length - SHOWN_OF_LONG_UNION,
        },
      ];
    } else return this.join(types, ' | ', 'union');
    return others.length > 0 ? [...head, ...this.text(' | '), ...this.join(others, ' | ', 'union')] : head;
  }

  private typeParameterList(parameters: TdReflection[] | undefined): TypeToken[] {
    if (!parameters || parameters.length === 0) return [];
    return [
      ...this.text('<'),
      ...parameters.flatMap((parameter, index) => [
        ...this.text(index > 0 ? ', ' : ''),
        ...this.text(parameter.name),
        ...(parameter.type ? [...this.text(' extends '), ...this.tokens(parameter.type)] : []),
        ...(parameter.default ? [...this.text(' = '), ...this.tokens(parameter.default)] : []),
      ]),
      ...this.text('>'),
    ];
  }

  private signatureTokens(signature: TdReflection, name: string, arrow: boolean): TypeToken[] {
    const parameters = (signature.parameters ?? []).flatMap((parameter, index) => [
      ...this.text(index > 0 ? ', ' : ''),
      ...this.text(
        `${parameter.flags?.isRest ? '...' : ''}${parameter.name}${parameter.flags?.isOptional || parameter.defaultValue !== undefined ? '?' : ''}: `,
      ),
      ...this.tokens(parameter.type),
    ]);
    return [
      ...this.text(name),
      ...this.typeParameterList(signature.typeParameters),
      ...this.text('('),
      ...parameters,
      ...this.text(arrow ? ') => ' : '): '),
      ...this.tokens(signature.type),
    ];
  }

  private objectLiteral(declaration: TdReflection): TypeToken[] {
    const members: TypeToken[][] = [];
    for (const child of declaration.children ?? []) {
      const optional = child.flags?.isOptional ? '?' : '';
      const readonly = child.flags?.isReadonly ? 'readonly ' : '';
      if (child.signatures) {
        for (const signature of child.signatures)
          members.push(this.signatureTokens(signature, `${child.name}${optional}`, false));
      } else {
        members.push([...this.text(`${readonly}${child.name}${optional}: `), ...this.tokens(child.type)]);
      }
    }
    for (const index of declaration.indexSignatures ?? []) {
      const parameter = index.parameters?.[0];
      members.push([
        ...this.text(`[${parameter?.name ?? 'key'}: `),
        ...this.tokens(parameter?.type),
        ...this.text(']: '),
        ...this.tokens(index.type),
      ]);
    }
    if (members.length === 0) return this.text('{}');
    return [
      ...this.text('{ '),
      ...members.flatMap((member, index) => [...this.text(index > 0 ? '; ' : ''), ...member]),
      ...this.text(' }'),
    ];
  }

  private tokens(type: TdType | undefined): TypeToken[] {
    if (!type) return this.text('unknown');
    switch (type.type) {
      case 'intrinsic':
        return this.text(type.name ?? 'unknown');
      case 'literal':
        if (type.value === null) return this.text('null');
        if (typeof type.value === 'object') {
          const big = type.value as { negative: boolean; value: string };
          return this.text(`${big.negative ? '-' : ''}${big.value}n`);
        }
        return this.text(
          typeof type.value === 'string'
            ? JSON.stringify(type.value).replace(/^"|"$/g, "'")
            : String(type.value),
        );
      case 'reference': {
        const href =
          type.refersToTypeParameter || type.target === undefined
            ? null
            : typeof type.target === 'number'
              ? this.linker.byId(type.target)
              : 'qualifiedName' in type.target
                ? this.linker.bySymbol(type.target as TdSymbolId)
                : null;
        const key = shapeKey(type);
        const alias = key === null ? null : this.linker.aliasOfShape?.(key);
        if (alias && alias.text !== this.self) return [alias];
        const name = type.name ?? type.qualifiedName ?? 'unknown';
        const head: TypeToken = href ? { text: name, href } : { text: name };
        if (!type.typeArguments || type.typeArguments.length === 0) return [head];
        return [head, ...this.text('<'), ...this.join(type.typeArguments, ', '), ...this.text('>')];
      }
      case 'array':
        return [...this.wrapped(type.elementType as TdType, 'array'), ...this.text('[]')];
      case 'union':
        return this.union(type.types ?? []);
      case 'intersection':
        return this.join(type.types, ' & ', 'intersection');
      case 'tuple':
        return [...this.text('['), ...this.join(type.elements, ', '), ...this.text(']')];
      case 'namedTupleMember':
        return [
          ...this.text(`${type.name ?? ''}${type.isOptional ? '?' : ''}: `),
          ...this.tokens(type.element),
        ];
      case 'optional':
        return [...this.wrapped(type.elementType, 'array'), ...this.text('?')];
      case 'rest':
        return [...this.text('...'), ...this.tokens(type.elementType)];
      case 'typeOperator':
        return [...this.text(`${type.operator ?? ''} `), ...this.wrapped(type.target as TdType, 'operator')];
      case 'query':
        return [...this.text('typeof '), ...this.tokens(type.queryType)];
      case 'indexedAccess':
        return [
          ...this.wrapped(type.objectType, 'indexed'),
          ...this.text('['),
          ...this.tokens(type.indexType),
          ...this.text(']'),
        ];
      case 'conditional':
        return [
          ...this.tokens(type.checkType),
          ...this.text(' extends '),
          ...this.tokens(type.extendsType),
          ...this.text(' ? '),
          ...this.tokens(type.trueType),
          ...this.text(' : '),
          ...this.tokens(type.falseType),
        ];
      case 'predicate':
        return [
          ...this.text(`${type.asserts ? 'asserts ' : ''}${type.name ?? ''}`),
          ...(type.target ? [...this.text(' is '), ...this.tokens(type.target as TdType)] : []),
        ];
      case 'inferred':
        return this.text(`infer ${type.name ?? ''}`);
      case 'mapped':
        return [
          ...this.text(`{ ${type.readonlyModifier === '+' ? 'readonly ' : ''}[${type.parameter ?? 'K'} in `),
          ...this.tokens(type.parameterType),
          ...(type.nameType ? [...this.text(' as '), ...this.tokens(type.nameType)] : []),
          ...this.text(
            `]${type.optionalModifier === '+' ? '?' : type.optionalModifier === '-' ? '-?' : ''}: `,
          ),
          ...this.tokens(type.templateType),
          ...this.text(' }'),
        ];
      case 'templateLiteral':
        return [
          ...this.text(`\`${type.head ?? ''}`),
          ...(type.tail ?? []).flatMap(([inner, text]) => [
            ...this.text('${'),
            ...this.tokens(inner),
            ...this.text(`}${text}`),
          ]),
          ...this.text('`'),
        ];
      case 'reflection': {
        const declaration = type.declaration;
        if (!declaration) return this.text('object');
        const signatures = declaration.signatures ?? [];
        if (signatures.length === 1 && !declaration.children)
          return this.signatureTokens(signatures[0] as TdReflection, '', true);
        return this.objectLiteral(declaration);
      }
      default:
        return this.text(type.name ?? 'unknown');
    }
  }
}
