/**
 * sucrase's parser, which react-live's compiler already brings into the editor's chunk (the ES module build, the
 * one react-live imports, so nothing is bundled twice). sucrase ships no types for these paths; only the part the
 * loop guard reads (loopGuard.ts).
 */
declare module 'sucrase/dist/esm/parser/index.js' {
  export interface Token {
    type: number;
    start: number;
    end: number;
    contextualKeyword: number;
  }
  export function parse(
    input: string,
    isJSXEnabled: boolean,
    isTypeScriptEnabled: boolean,
    isFlowEnabled: boolean,
  ): { tokens: Token[] };
}

declare module 'sucrase/dist/esm/parser/tokenizer/types.js' {
  export const TokenType: Record<
    | 'parenL'
    | 'parenR'
    | 'braceL'
    | 'braceR'
    | 'bracketL'
    | 'bracketR'
    | 'dollarBraceL'
    | 'semi'
    | 'name'
    | '_for'
    | '_while'
    | 'dot'
    | 'questionDot'
    | '_function',
    number
  >;
}

declare module 'sucrase/dist/esm/parser/tokenizer/keywords.js' {
  export const ContextualKeyword: Record<'_of' | '_await', number>;
}
