import { plainSummary, renderComment, type LinkResolver } from './comment';
import { escapeHtml } from './html';
import type { TdComment, TdDisplayPart, TdReflection, TdSymbolId } from './json';
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
} from './model-types';
import { KIND_BY_REFLECTION_KIND, PACKAGE_NAMES, symbolRoute, type ApiPackage } from './routes';
import { TypeRenderer } from './typeText';

/** One package's TypeDoc project (JSON model). */
export interface ApiProject {
  package: ApiPackage;
  project: TdReflection;
}

export interface ApiModel {
  symbols: ApiSymbolData[];
  /** Build errors: symbols or members without summary, `{@link}`s that lead nowhere. */
  problems: string[];
  /** `Knob`, `KnobProps.value`: symbols and members without a `@ja` summary. */
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
 * The first sentence of a paragraph, for index lists and meta descriptions: up to the first `。`, or the first
 * `.`/`!`/`?` followed by a space and a capital letter (so `e.g. a` and `0.5` do not end it).
 */
export function firstSentence(text: string): string {
  const japanese = text.indexOf('。');
  if (japanese !== -1) return text.slice(0, japanese + 1);
  const english = /^(.+?[.!?])\s+(?=[A-Z(`"'])/s.exec(text);
  return english?.[1] ?? text;
}

/** Routes of every reflection of every project, and lookups by id, by symbol and by name. */
class RouteIndex {
  private readonly byProjectId = new Map<ApiPackage, Map<number, string>>();
  private readonly byName = new Map<ApiPackage, Map<string, string>>();

  constructor(projects: readonly ApiProject[]) {
    for (const { package: pkg, project } of projects) {
      const ids = new Map<number, string>();
      const names = new Map<string, string>();
      for (const child of project.children ?? []) {
        const kind = KIND_BY_REFLECTION_KIND[child.kind];
        if (!kind) continue;
        const route = symbolRoute(pkg, kind, child.name);
        ids.set(child.id, route);
        names.set(child.name, route);
        for (const signature of child.signatures ?? []) ids.set(signature.id, route);
        for (const member of membersOf(child)) {
          const memberRoute = `${route}#${memberAnchor(member.name)}`;
          ids.set(member.id, memberRoute);
          names.set(`${child.name}.${member.name}`, memberRoute);
          for (const signature of member.signatures ?? []) ids.set(signature.id, memberRoute);
        }
      }
      this.byProjectId.set(pkg, ids);
      this.byName.set(pkg, names);
    }
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

/** The documented members of an interface, or of a type alias for an object type. */
function membersOf(reflection: TdReflection): TdReflection[] {
  const holder =
    reflection.kind === 256
      ? reflection
      : reflection.type?.type === 'reflection'
        ? reflection.type.declaration
        : undefined;
  return (holder?.children ?? []).filter((child) => [PROPERTY, METHOD, ACCESSOR].includes(child.kind));
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
    });
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
      const tagsOf = (comment: TdComment | undefined, context: string): ApiTag[] =>
        (comment?.blockTags ?? []).flatMap((block) => {
          const tag = TAGS[block.tag];
          return tag ? [{ tag, content: render(block.content, context) }] : [];
        });
      const typeParameters = (parameters: TdReflection[] | undefined, context: string): ApiTypeParameter[] =>
        (parameters ?? []).map((parameter) => ({
          name: parameter.name,
          constraint: parameter.type ? types.type(parameter.type) : null,
          default: parameter.default ? types.type(parameter.default) : null,
          description: render(parameter.comment?.summary, `${context}<${parameter.name}>`),
        }));
      const signatureOf = (signature: TdReflection, name: string, context: string): ApiSignature => ({
        text: types.signature(signature, name),
        typeParameters: typeParameters(signature.typeParameters, context),
        parameters: (signature.parameters ?? []).map(
          (parameter): ApiParameter => ({
            name: parameter.name,
            type: types.type(parameter.type),
            optional: Boolean(parameter.flags?.isOptional) || parameter.defaultValue !== undefined,
            rest: Boolean(parameter.flags?.isRest),
            // TypeDoc shortens object and array initialisers to `...`, which says nothing.
            defaultValue:
              parameter.defaultValue && parameter.defaultValue !== '...' ? parameter.defaultValue : null,
            description: render(parameter.comment?.summary, `${context}(${parameter.name})`),
          }),
        ),
        returnType: types.type(signature.type),
        summary: render(signature.comment?.summary, context),
        summaryJa: japanese(signature.comment, context),
        tags: tagsOf(signature.comment, context),
      });

      // Functions carry their comment on the signature; everything else on the reflection.
      const comment = reflection.comment ?? reflection.signatures?.[0]?.comment;
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
          : kind === 'type-aliases' && reflection.type?.type === 'reflection'
            ? (reflection.type.declaration?.signatures ?? []).map((signature) =>
                signatureOf(signature, reflection.name, reflection.name),
              )
            : [];

      const members = membersOf(reflection).map((member): ApiMember => {
        const context = `${reflection.name}.${member.name}`;
        const memberComment = member.comment ?? member.signatures?.[0]?.comment;
        const description = render(memberComment?.summary, context);
        const descriptionJa = japanese(memberComment, context);
        const external = member.sources?.some((source) => source.fileName.includes('node_modules')) ?? false;
        if (description.length === 0 && !external) {
          problems.push(`${context} (${where(member)}) has no summary; add a TSDoc comment above it`);
        }
        if (descriptionJa === null) missingJapanese.push(context);
        const defaultTag = memberComment?.blockTags?.find((block) => block.tag === '@defaultValue');
        const initial = member.defaultValue && member.defaultValue !== '...' ? member.defaultValue : null;
        const isMethod = member.kind === METHOD;
        return {
          name: member.name,
          anchor: memberAnchor(member.name),
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
            ? render(defaultTag.content, context)
            : initial
              ? [{ type: 'html', html: `<code>${escapeHtml(initial)}</code>` }]
              : null,
          description,
          descriptionJa,
          tags: tagsOf(memberComment, context).filter((tag) => tag.tag !== 'defaultValue'),
          inheritedFrom: member.inheritedFrom ? types.type(member.inheritedFrom) : null,
        };
      });

      const summary = render(comment?.summary, reflection.name);
      const summaryJa = japanese(comment, reflection.name);
      if (summaryJa === null) missingJapanese.push(reflection.name);
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
        typeParameters: typeParameters(reflection.typeParameters, reflection.name),
        signatures,
        type: kind === 'variables' || kind === 'type-aliases' ? types.type(reflection.type) : null,
        extends: (reflection.extendedTypes ?? []).map((type) => types.type(type)),
        members,
        source: sourceOf(reflection, sourceUrl),
      });
    }
  }
  symbols.sort((a, b) => a.route.localeCompare(b.route));
  return { symbols, problems, missingJapanese };
}
