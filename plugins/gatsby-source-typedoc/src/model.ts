import { plainSummary, renderComment, type LinkResolver } from './comment';
import { escapeHtml } from './html';
import type { TdComment, TdDisplayPart, TdReflection, TdSymbolId, TdType } from './json';
import type {
  ApiMember,
  ApiParameter,
  ApiSignature,
  ApiSource,
  ApiSymbolData,
  ApiTag,
  ApiTagName,
  ApiTypeParameter,
  RichText,
  TypeText,
} from './model-types';
import { KIND_BY_REFLECTION_KIND, PACKAGE_NAMES, symbolRoute, type ApiPackage } from './routes';
import { literalKey, shapeKey, TypeRenderer } from './typeText';
import type { TypeToken } from './model-types';

/** One package's TypeDoc project (JSON model). */
export interface ApiProject {
  package: ApiPackage;
  project: TdReflection;
}

export interface ApiModel {
  symbols: ApiSymbolData[];
  /** Build errors: symbols or members without summary, `{@link}`s that lead nowhere. */
  problems: string[];
  /**
   * Texts the pages show in English without their Japanese, each with where it is and the tag to add:
   * `KnobProps.value (packages/react/src/types.ts:12): add @ja …`.
   */
  missingJapanese: string[];
}

const TAGS: Record<string, ApiTagName> = {
  '@returns': 'returns',
  '@defaultValue': 'defaultValue',
  '@deprecated': 'deprecated',
  '@see': 'see',
  '@throws': 'throws',
  '@example': 'example',
  '@remarks': 'remarks',
};

/** The Japanese tag paired with each block tag that may hold prose; `@example` holds code. */
const JAPANESE_TAGS: Partial<Record<ApiTagName, string>> = {
  defaultValue: '@jaDefaultValue',
  returns: '@jaReturns',
  throws: '@jaThrows',
  remarks: '@jaRemarks',
  see: '@jaSee',
  deprecated: '@jaDeprecated',
};

/**
 * `@jaParam name - text` (or `@jaTypeParam`) blocks of a comment, by the name they start with. TypeDoc reads a
 * name only for its own tags, so it is taken from the start of the text here.
 */
function namedBlocks(comment: TdComment | undefined, tag: string): Map<string, TdDisplayPart[]> {
  const named = new Map<string, TdDisplayPart[]>();
  for (const block of comment?.blockTags ?? []) {
    if (block.tag !== tag) continue;
    if (block.name) {
      named.set(block.name, block.content);
      continue;
    }
    const [first, ...rest] = block.content;
    const start = first?.kind === 'text' ? /^\s*([\w$.]+)\s*(?:-\s*)?/.exec(first.text) : null;
    if (!first || !start) {
      named.set('', block.content);
      continue;
    }
    named.set(start[1] ?? '', [{ ...first, text: first.text.slice(start[0].length) }, ...rest]);
  }
  return named;
}

/**
 * A function type alias's comment split the way TypeDoc reads it plus ours: TypeDoc moves `@param` and `@returns`
 * to the signature but leaves our Japanese tags on the alias. The signature gets `@jaParam` and each Japanese
 * tag whose English tag it holds (and the alias does not); the alias keeps the rest.
 */
function splitAliasJapanese(
  alias: TdComment | undefined,
  signature: TdComment | undefined,
): { alias: TdComment | undefined; moved: NonNullable<TdComment['blockTags']> } {
  const holds = (comment: TdComment | undefined, tag: string) =>
    comment?.blockTags?.some((block) => block.tag === tag) ?? false;
  const englishOf = new Map(Object.entries(JAPANESE_TAGS).map(([tag, japanese]) => [japanese, `@${tag}`]));
  const moves = (tag: string) => {
    if (tag === '@jaParam') return true;
    const english = englishOf.get(tag);
    return english !== undefined && !holds(alias, english) && holds(signature, english);
  };
  if (!alias) return { alias, moved: [] };
  const blocks = alias.blockTags ?? [];
  return {
    alias: { ...alias, blockTags: blocks.filter((block) => !moves(block.tag)) },
    moved: blocks.filter((block) => moves(block.tag)),
  };
}

const PROPERTY = 1024;
const METHOD = 2048;
const ACCESSOR = 262144;

/** Id of a member's row on its page: `aria-label` stays `aria-label`, odd characters become `-`. */
export function memberAnchor(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '-');
}

function where(reflection: TdReflection): string {
  const source = reflection.sources?.[0] ?? reflection.signatures?.[0]?.sources?.[0];
  return source ? `${source.fileName}:${source.line}` : 'unknown source';
}

/** Link to a line of the source, from the repository-relative file name: `…/blob/main/{file}#L{line}`. */
export type SourceUrl = (file: string, line: number) => string | null;

function sourceOf(reflection: TdReflection, sourceUrl: SourceUrl): ApiSource | null {
  const source = reflection.sources?.[0] ?? reflection.signatures?.[0]?.sources?.[0];
  return source
    ? { file: source.fileName, line: source.line, url: sourceUrl(source.fileName, source.line) }
    : null;
}

function isEmpty(parts: readonly TdDisplayPart[] | undefined): boolean {
  return !parts || parts.every((part) => part.text.trim() === '');
}

/**
 * Whether a text has words to translate: code spans and `{@link}`s alone (`` `min` ``, `{@link SHORTCUTS}`) read
 * the same in both languages.
 */
function isProse(parts: readonly TdDisplayPart[] | undefined): boolean {
  return (parts ?? []).some((part) => part.kind === 'text' && /[A-Za-z]/.test(part.text));
}

/**
 * The first sentence of a paragraph, for index lists and meta descriptions: up to the first `。` outside brackets
 * (`（…。…）` and `「…。」` go on), or the first `.`/`!`/`?` followed by a space and a capital letter (so `e.g. a`
 * and `0.5` do not end it).
 */
export function firstSentence(text: string): string {
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const character = text[at];
    if (character === '（' || character === '「') depth += 1;
    else if ((character === '）' || character === '」') && depth > 0) depth -= 1;
    else if (character === '。' && depth === 0) return text.slice(0, at + 1);
  }
  if (text.includes('。')) return text;
  const english = /^(.+?[.!?])\s+(?=[A-Z(`"'])/s.exec(text);
  return english?.[1] ?? text;
}

const TYPE_ALIAS = 2097152;

/**
 * The literals a type alias stands for, when it is a set of string or number literals: a union of them
 * (`'a' | 'b'`), or an element of a constant tuple (`(typeof noteKeys)[number]` with `noteKeys = [...] as const`).
 */
function aliasLiterals(alias: TdReflection, project: TdReflection): unknown[] | null {
  const type = alias.type;
  const literalsOf = (types: TdType[] | undefined) =>
    types && types.length > 1 && types.every((member) => member.type === 'literal')
      ? types.map((member) => member.value)
      : null;
  if (type?.type === 'union') return literalsOf(type.types);
  const queried = type?.type === 'indexedAccess' ? type.objectType?.queryType?.target : undefined;
  if (type?.indexType?.name !== 'number' || typeof queried !== 'number') return null;
  let tuple = project.children?.find((child) => child.id === queried)?.type;
  if (tuple?.type === 'typeOperator') tuple = tuple.target as TdType;
  return tuple?.type === 'tuple' ? literalsOf(tuple.elements) : null;
}

/** Routes of every reflection of every project, and lookups by id, by symbol and by name. */
class RouteIndex {
  private readonly byProjectId = new Map<ApiPackage, Map<number, string>>();
  private readonly byName = new Map<ApiPackage, Map<string, string>>();
  /** A member's id → `Interface.member`, the name of the member a page's row is inherited from. */
  private readonly memberNames = new Map<ApiPackage, Map<number, string>>();
  /** `literalKey` of a literal alias's members → its name linked to its page (see TypeLinker.aliasOf). */
  readonly literalAliases = new Map<string, TypeToken>();
  /** `shapeKey` of an alias for an instance of a generic type → its name linked to its page (TypeLinker.aliasOfShape). */
  readonly shapeAliases = new Map<string, TypeToken>();

  constructor(projects: readonly ApiProject[]) {
    for (const { package: pkg, project } of projects) {
      const ids = new Map<number, string>();
      const names = new Map<string, string>();
      const memberNames = new Map<number, string>();
      for (const child of project.children ?? []) {
        const kind = KIND_BY_REFLECTION_KIND[child.kind];
        if (!kind) continue;
        const route = symbolRoute(pkg, kind, child.name);
        const literals = child.kind === TYPE_ALIAS ? aliasLiterals(child, project) : null;
        if (literals) this.literalAliases.set(literalKey(literals), { text: child.name, href: route });
        const shape = child.kind === TYPE_ALIAS ? shapeKey(child.type) : null;
        if (shape) this.shapeAliases.set(shape, { text: child.name, href: route });
        ids.set(child.id, route);
        names.set(child.name, route);
        for (const signature of child.signatures ?? []) ids.set(signature.id, route);
        const found = foundMembers(child);
        const anchors = memberAnchors(found);
        found.forEach(({ member }, at) => {
          const memberRoute = `${route}#${anchors[at] ?? memberAnchor(member.name)}`;
          ids.set(member.id, memberRoute);
          memberNames.set(member.id, `${child.name}.${member.name}`);
          // The first member of a name is the one `{@link X.name}` leads to.
          if (!names.has(`${child.name}.${member.name}`))
            names.set(`${child.name}.${member.name}`, memberRoute);
          for (const signature of member.signatures ?? []) ids.set(signature.id, memberRoute);
        });
      }
      this.byProjectId.set(pkg, ids);
      this.byName.set(pkg, names);
      this.memberNames.set(pkg, memberNames);
    }
  }

  /** `Interface.member` of a documented member of the package, by its id. */
  memberName(pkg: ApiPackage, id: number): string | null {
    return this.memberNames.get(pkg)?.get(id) ?? null;
  }

  id(pkg: ApiPackage, id: number): string | null {
    return this.byProjectId.get(pkg)?.get(id) ?? null;
  }

  symbol(symbol: TdSymbolId): string | null {
    const pkg = (Object.keys(PACKAGE_NAMES) as ApiPackage[]).find(
      (name) => PACKAGE_NAMES[name] === symbol.packageName,
    );
    return pkg ? (this.byName.get(pkg)?.get(symbol.qualifiedName) ?? null) : null;
  }

  /** A name as written in `{@link Name}`: this package first, then the others. */
  name(pkg: ApiPackage, name: string): string | null {
    const own = this.byName.get(pkg)?.get(name);
    if (own) return own;
    for (const names of this.byName.values()) {
      const found = names.get(name);
      if (found) return found;
    }
    return null;
  }
}

/** A documented member, with the alternative of a union it belongs to (1-based), or null when it always applies. */
export interface FoundMember {
  member: TdReflection;
  alternative: number | null;
}

const isMember = (child: TdReflection) => [PROPERTY, METHOD, ACCESSOR].includes(child.kind);

/**
 * The documented members of an interface, or of a type alias for an object type, also where the alias joins
 * object types with `&` (`CommonProps & { draw: DrawFunction }`) or offers them as alternatives with `|`
 * (`{ src: string; frames: number } | { render: … }`): each object type of such a union is one alternative.
 * Named types in the alias (`CommonProps`) have their own pages and are not expanded.
 */
function foundMembers(reflection: TdReflection): FoundMember[] {
  if (reflection.kind === 256) {
    return (reflection.children ?? []).filter(isMember).map((member) => ({ member, alternative: null }));
  }
  const found: FoundMember[] = [];
  let alternatives = 0;
  const ownMembers = (type: TdType): boolean =>
    (type.type === 'reflection' && (type.declaration?.children ?? []).some(isMember)) ||
    (type.type === 'intersection' && (type.types ?? []).some(ownMembers));
  const walk = (type: TdType | undefined, alternative: number | null) => {
    if (type?.type === 'reflection') {
      found.push(
        ...(type.declaration?.children ?? []).filter(isMember).map((member) => ({ member, alternative })),
      );
    } else if (type?.type === 'intersection') {
      for (const part of type.types ?? []) walk(part, alternative);
    } else if (type?.type === 'union' && alternative === null) {
      for (const variant of (type.types ?? []).filter(ownMembers)) walk(variant, (alternatives += 1));
    }
  };
  walk(reflection.type, null);
  return found;
}

/**
 * The row id of each found member: its name (`aria-label` → `aria-label`), or, for a name that more than one
 * alternative set has (`step` in both sets of InputEventOption), the name and the set (`step-1`, `step-2`), so that
 * every id of a page is unique. `{@link X.step}` leads to the first.
 */
export function memberAnchors(found: readonly FoundMember[]): string[] {
  const count = new Map<string, number>();
  for (const { member } of found) count.set(member.name, (count.get(member.name) ?? 0) + 1);
  return found.map(({ member, alternative }) =>
    (count.get(member.name) ?? 0) > 1 && alternative !== null
      ? `${memberAnchor(member.name)}-${alternative}`
      : memberAnchor(member.name),
  );
}

/** Maps TypeDoc's JSON projects to the API reference's symbols, collecting the problems the build reports. */
export function buildApiModel(projects: readonly ApiProject[], sourceUrl: SourceUrl = () => null): ApiModel {
  const index = new RouteIndex(projects);
  const problems: string[] = [];
  const missingJapanese: string[] = [];
  const symbols: ApiSymbolData[] = [];

  for (const { package: pkg, project } of projects) {
    const types = new TypeRenderer({
      byId: (id) => index.id(pkg, id),
      bySymbol: (symbol) => index.symbol(symbol),
      aliasOf: (key) => index.literalAliases.get(key) ?? null,
      aliasOfShape: (key) => index.shapeAliases.get(key) ?? null,
    });
    /**
     * Where a member comes from, named by the member its link leads to: TypeDoc names a member taken through a mapped
     * type after that type (`Pick.className` for `Pick<CommonProps, 'className'>`), which has no page.
     */
    const inheritedFrom = (type: TdType): TypeText => {
      if (typeof type.target !== 'number') return types.type(type);
      const name = index.memberName(pkg, type.target);
      const href = index.id(pkg, type.target);
      return name && href ? [{ text: name, href }] : types.type(type);
    };
    const resolve: LinkResolver = (part) => {
      if (typeof part.target === 'number') return index.id(pkg, part.target);
      if (part.target && typeof part.target === 'object') return index.symbol(part.target);
      return index.name(pkg, part.text.split('|')[0]?.trim() ?? part.text);
    };

    for (const reflection of project.children ?? []) {
      const kind = KIND_BY_REFLECTION_KIND[reflection.kind];
      if (!kind) continue;
      const label = `${reflection.name} (${where(reflection)})`;
      const render = (parts: readonly TdDisplayPart[] | undefined, context: string): RichText =>
        renderComment(parts ?? [], resolve, (target) =>
          problems.push(
            `{@link ${target}} in the comment of ${context} (${where(reflection)}) does not lead to an API page`,
          ),
        );
      const japanese = (comment: TdComment | undefined, context: string): RichText | null => {
        const tag = comment?.blockTags?.find((block) => block.tag === '@ja');
        return tag && !isEmpty(tag.content) ? render(tag.content, context) : null;
      };
      /** A text the page shows in English needs its Japanese: `add` says which tag to write. */
      const needsJapanese = (context: string, add: string, at: TdReflection = reflection) =>
        missingJapanese.push(`${context} (${where(at)}): add ${add}`);
      /**
       * The block tags of a comment, each with the Japanese tag paired with it. `shown`: the tags the page shows,
       * which need their Japanese where they hold prose; `at`: whose comment.
       */
      const tagsOf = (
        comment: TdComment | undefined,
        context: string,
        shown: (tag: ApiTagName) => boolean = () => true,
        at: TdReflection = reflection,
      ): ApiTag[] => {
        const blocks = comment?.blockTags ?? [];
        const seen = new Map<string, number>();
        const tags = blocks.flatMap((block): ApiTag[] => {
          const tag = TAGS[block.tag];
          if (!tag) return [];
          const nth = seen.get(block.tag) ?? 0;
          seen.set(block.tag, nth + 1);
          const japaneseTag = JAPANESE_TAGS[tag];
          const pair = japaneseTag ? blocks.filter((other) => other.tag === japaneseTag)[nth] : undefined;
          const prose = japaneseTag !== undefined && isProse(block.content);
          if (prose && !pair && shown(tag)) {
            needsJapanese(`${context} ${block.tag}`, `${japaneseTag} after it`, at);
          }
          return [
            {
              tag,
              content: render(block.content, context),
              // None for code alone, which reads the same in Japanese (prose without one stops the build).
              contentJa: pair && !isEmpty(pair.content) ? render(pair.content, context) : null,
            },
          ];
        });
        for (const [tag, japaneseTag] of Object.entries(JAPANESE_TAGS)) {
          const english = blocks.filter((block) => TAGS[block.tag] === tag).length;
          const extra = blocks.filter((block) => block.tag === japaneseTag).length - english;
          if (extra > 0) {
            problems.push(
              `${context} (${where(at)}) has ${extra} ${japaneseTag} more than its @${tag} tags; each ${japaneseTag} is the Japanese of the @${tag} in the same place`,
            );
          }
        }
        return tags;
      };
      /** The Japanese of each named parameter (`@jaParam`, `@jaTypeParam`); a name that is no parameter is an error. */
      const namedJapanese = (
        comment: TdComment | undefined,
        tag: '@jaParam' | '@jaTypeParam',
        names: readonly string[],
        context: string,
        at: TdReflection = reflection,
      ) => {
        const named = namedBlocks(comment, tag);
        for (const name of named.keys()) {
          if (!names.includes(name)) {
            problems.push(
              `${tag} ${name || '(no name)'} in the comment of ${context} (${where(at)}) names none of its parameters (${names.join(', ') || 'none'}); write \`${tag} name - text\``,
            );
          }
        }
        return (parameter: TdReflection, parameterContext: string): RichText | null => {
          const parts = named.get(parameter.name);
          if (parts && !isEmpty(parts)) return render(parts, parameterContext);
          if (isProse(parameter.comment?.summary))
            needsJapanese(parameterContext, `${tag} ${parameter.name} - …`, at);
          return null;
        };
      };
      const typeParameters = (
        parameters: TdReflection[] | undefined,
        comment: TdComment | undefined,
        context: string,
      ): ApiTypeParameter[] => {
        const list = parameters ?? [];
        const japaneseOf = namedJapanese(
          comment,
          '@jaTypeParam',
          list.map((parameter) => parameter.name),
          context,
        );
        return list.map((parameter) => {
          const parameterContext = `${context}<${parameter.name}>`;
          const description = render(parameter.comment?.summary, parameterContext);
          return {
            name: parameter.name,
            constraint: parameter.type ? types.type(parameter.type) : null,
            default: parameter.default ? types.type(parameter.default) : null,
            description,
            descriptionJa: japaneseOf(parameter, parameterContext),
          };
        });
      };
      /**
       * `fromAlias`: Japanese tags written on a function type alias (or a property of function type) for its signature
       * (see splitAliasJapanese); `at`: where problems are reported.
       */
      const signatureOf = (
        given: TdReflection,
        name: string,
        context: string,
        fromAlias: NonNullable<TdComment['blockTags']> = [],
        at: TdReflection = reflection,
      ): ApiSignature => {
        const signature: TdReflection =
          fromAlias.length > 0
            ? {
                ...given,
                comment: {
                  summary: given.comment?.summary ?? [],
                  ...given.comment,
                  blockTags: [...(given.comment?.blockTags ?? []), ...fromAlias],
                },
              }
            : given;
        const parameters = signature.parameters ?? [];
        const japaneseOf = namedJapanese(
          signature.comment,
          '@jaParam',
          parameters.map((parameter) => parameter.name),
          context,
          at,
        );
        return {
          text: types.signature(signature, name),
          typeParameters: typeParameters(signature.typeParameters, signature.comment, context),
          parameters: parameters.map((parameter): ApiParameter => {
            const parameterContext = `${context}(${parameter.name})`;
            const description = render(parameter.comment?.summary, parameterContext);
            return {
              name: parameter.name,
              type: types.type(parameter.type),
              optional: Boolean(parameter.flags?.isOptional) || parameter.defaultValue !== undefined,
              rest: Boolean(parameter.flags?.isRest),
              // TypeDoc shortens object and array initialisers to `...`, which says nothing.
              defaultValue:
                parameter.defaultValue && parameter.defaultValue !== '...' ? parameter.defaultValue : null,
              description,
              descriptionJa: japaneseOf(parameter, parameterContext),
            };
          }),
          returnType: types.type(signature.type),
          summary: render(signature.comment?.summary, context),
          summaryJa: japanese(signature.comment, context),
          tags: tagsOf(signature.comment, context, () => true, at),
        };
      };

      // Functions carry their comment on the signature; everything else on the reflection.
      const fullComment = reflection.comment ?? reflection.signatures?.[0]?.comment;
      const aliasSignatures =
        kind === 'type-aliases' && reflection.type?.type === 'reflection'
          ? (reflection.type.declaration?.signatures ?? [])
          : [];
      const split = splitAliasJapanese(
        aliasSignatures.length > 0 ? fullComment : undefined,
        aliasSignatures[0]?.comment,
      );
      const comment = aliasSignatures.length > 0 ? split.alias : fullComment;
      if (isEmpty(comment?.summary)) {
        problems.push(
          `${label} is exported from @vibrato-ui/${pkg} but has no summary; add a TSDoc comment above it`,
        );
      }
      const signatures =
        kind === 'functions'
          ? (reflection.signatures ?? []).map((signature) =>
              signatureOf(signature, reflection.name, reflection.name),
            )
          : aliasSignatures.map((signature) =>
              signatureOf(signature, reflection.name, reflection.name, split.moved),
            );

      const found = foundMembers(reflection);
      const anchors = memberAnchors(found);
      const members = found.map(({ member, alternative }, at): ApiMember => {
        const context = `${reflection.name}.${member.name}`;
        const external = member.sources?.some((source) => source.fileName.includes('node_modules')) ?? false;
        const isMethod = member.kind === METHOD;
        // A property of function type (`setValue: (value: number) => void`): TypeDoc moves its `@param` and
        // `@returns` to the type's signature and leaves our Japanese tags on the property, as for a type alias.
        const callSignature = isMethod
          ? member.signatures?.[0]
          : member.type?.type === 'reflection'
            ? member.type.declaration?.signatures?.[0]
            : undefined;
        const split =
          callSignature && member.comment
            ? splitAliasJapanese(member.comment, callSignature.comment)
            : { alias: member.comment, moved: [] };
        const memberComment = split.alias ?? member.signatures?.[0]?.comment;
        const description = render(memberComment?.summary, context);
        const descriptionJa = japanese(memberComment, context);
        if (description.length === 0 && !external) {
          problems.push(`${context} (${where(member)}) has no summary; add a TSDoc comment above it`);
        }
        if (descriptionJa === null) needsJapanese(context, '@ja …', member);
        // Of its tags, a member's row shows the default, the examples and the deprecation.
        const memberTags = tagsOf(
          memberComment,
          context,
          (tag) => tag === 'defaultValue' || tag === 'deprecated',
          member,
        );
        const defaultTag = memberTags.find((tag) => tag.tag === 'defaultValue');
        const initial = member.defaultValue && member.defaultValue !== '...' ? member.defaultValue : null;
        const call =
          callSignature && !external
            ? signatureOf(callSignature, member.name, context, split.moved, member)
            : null;
        const callParameters = (call?.parameters ?? []).filter(
          (parameter) => parameter.description.length > 0,
        );
        const callTags = (call?.tags ?? []).filter((tag) => tag.tag === 'returns' || tag.tag === 'throws');
        return {
          name: member.name,
          anchor: anchors[at] ?? memberAnchor(member.name),
          kind: isMethod ? 'method' : 'property',
          type: isMethod
            ? (member.signatures ?? []).flatMap((signature, at) => [
                ...(at > 0 ? [{ text: '\n' }] : []),
                ...types.signature(signature, member.name),
              ])
            : types.type(member.type),
          optional: Boolean(member.flags?.isOptional),
          readonly: Boolean(member.flags?.isReadonly),
          defaultValue: defaultTag
            ? defaultTag.content
            : initial
              ? [{ type: 'html', html: `<code>${escapeHtml(initial)}</code>` }]
              : null,
          defaultValueJa: defaultTag?.contentJa ?? null,
          description,
          descriptionJa,
          tags: memberTags.filter((tag) => tag.tag !== 'defaultValue'),
          call:
            callParameters.length > 0 || callTags.length > 0
              ? { parameters: callParameters, tags: callTags }
              : null,
          inheritedFrom: member.inheritedFrom ? inheritedFrom(member.inheritedFrom) : null,
          alternative,
        };
      });

      const summary = render(comment?.summary, reflection.name);
      const summaryJa = japanese(comment, reflection.name);
      if (summaryJa === null) needsJapanese(reflection.name, '@ja …');
      const tags = kind === 'functions' ? [] : tagsOf(comment, reflection.name);
      symbols.push({
        package: pkg,
        kind,
        name: reflection.name,
        route: symbolRoute(pkg, kind, reflection.name),
        summary,
        summaryJa,
        description: firstSentence(plainSummary(summary)),
        descriptionJa: summaryJa ? firstSentence(plainSummary(summaryJa)) : null,
        tags,
        deprecated: Boolean(comment?.blockTags?.some((block) => block.tag === '@deprecated')),
        // A function's type parameters are its signatures' (and its `@jaTypeParam`s name theirs).
        typeParameters:
          kind === 'functions' ? [] : typeParameters(reflection.typeParameters, comment, reflection.name),
        signatures,
        type:
          kind === 'variables' || kind === 'type-aliases'
            ? types.type(reflection.type, kind === 'type-aliases' ? reflection.name : null)
            : null,
        extends: (reflection.extendedTypes ?? []).map((type) => types.type(type)),
        members,
        source: sourceOf(reflection, sourceUrl),
      });
    }
  }
  symbols.sort((a, b) => a.route.localeCompare(b.route));
  return { symbols, problems, missingJapanese };
}
