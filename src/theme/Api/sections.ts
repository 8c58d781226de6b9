import type { ApiSymbolData } from '../../../plugins/gatsby-source-typedoc/src/model-types';

/** A section of an API page: its heading id (also the TOC anchor) and the `api:headings.*` key of its title. */
export interface ApiSection {
  id: string;
  key:
    | 'signature'
    | 'typeParameters'
    | 'parameters'
    | 'returns'
    | 'throws'
    | 'type'
    | 'extends'
    | 'properties'
    | 'methods'
    | 'remarks'
    | 'examples'
    | 'see'
    | 'source';
}

const has = (symbol: ApiSymbolData, tag: string) =>
  symbol.tags.some((entry) => entry.tag === tag) ||
  symbol.signatures.some((signature) => signature.tags.some((entry) => entry.tag === tag));

/** The sections an API page shows, in page order; the page and its table of contents both read this list. */
export function apiSections(symbol: ApiSymbolData): ApiSection[] {
  const sections: ApiSection[] = [];
  // A member's row id is its name; a section whose id a member already has (a member `type` beside the Type
  // section) takes `-section` after it, so every id is unique and links to members keep working.
  const memberIds = new Set(symbol.members.map((member) => member.anchor));
  const add = (key: ApiSection['key'], id: string, when: boolean) => {
    if (when) sections.push({ key, id: memberIds.has(id) ? `${id}-section` : id });
  };
  const isCallable = symbol.signatures.length > 0;
  add('signature', 'signature', isCallable && symbol.kind === 'functions');
  add('type', 'type', symbol.type !== null);
  add('extends', 'extends', symbol.extends.length > 0);
  add(
    'typeParameters',
    'type-parameters',
    symbol.typeParameters.length > 0 ||
      symbol.signatures.some((signature) => signature.typeParameters.length > 0),
  );
  add(
    'parameters',
    'parameters',
    symbol.signatures.some((signature) => signature.parameters.length > 0),
  );
  add('returns', 'returns', isCallable);
  add('throws', 'throws', has(symbol, 'throws'));
  add(
    'properties',
    'properties',
    symbol.members.some((member) => member.kind === 'property'),
  );
  add(
    'methods',
    'methods',
    symbol.members.some((member) => member.kind === 'method'),
  );
  add('remarks', 'remarks', has(symbol, 'remarks'));
  add('examples', 'examples', has(symbol, 'example'));
  add('see', 'see-also', has(symbol, 'see'));
  add('source', 'defined-in', symbol.source !== null);
  return sections;
}
