import { describe, expect, it } from 'vitest';
import type { ApiMember, ApiSymbolData } from '../../../plugins/gatsby-source-typedoc/src/model-types';
import { apiSections } from './sections';

const member = (anchor: string): ApiMember => ({
  name: anchor,
  anchor,
  kind: 'property',
  type: [{ text: 'string' }],
  optional: false,
  readonly: false,
  defaultValue: null,
  defaultValueJa: null,
  description: [],
  descriptionJa: null,
  tags: [],
  call: null,
  inheritedFrom: null,
  alternative: null,
});

const alias = (members: ApiMember[]): ApiSymbolData => ({
  package: 'functions',
  kind: 'type-aliases',
  name: 'Option',
  route: '/docs/api/functions/type-aliases/Option/',
  summary: [],
  summaryJa: null,
  description: '',
  descriptionJa: null,
  tags: [],
  deprecated: false,
  typeParameters: [],
  signatures: [],
  type: [{ text: '{ type: string }' }],
  extends: [],
  members,
  source: null,
});

describe('apiSections', () => {
  it('gives a section whose id a member row has another id, so every id on the page is unique', () => {
    expect(apiSections(alias([member('type')])).map((section) => section.id)).toEqual([
      'type-section',
      'properties',
    ]);
    expect(apiSections(alias([member('step-1')])).map((section) => section.id)).toEqual([
      'type',
      'properties',
    ]);
  });
});
