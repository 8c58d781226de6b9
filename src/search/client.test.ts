import { describe, expect, it } from 'vitest';
import { assertCredentials, createHostedClient, scopeFilters, unanswered } from './client';

describe('hosted client', () => {
  it('refuses to start with only one of app id and API key, naming the missing one', async () => {
    expect(() => assertCredentials('APP', '')).toThrow(/apiKey is missing/);
    expect(() => assertCredentials('', 'key')).toThrow(/appId is missing/);
    await expect(createHostedClient('APP', '')).rejects.toThrow(/apiKey is missing/);
    expect(() => assertCredentials('APP', 'key')).not.toThrow();
  });

  it('scopes every query to the locale and the docs version', () => {
    expect(scopeFilters('ja', 'current')).toEqual(['language:ja', ['version:current']]);
  });
});

describe('unanswered', () => {
  it('answers each query of a search that could not be made with no hits, in order', () => {
    const { results } = unanswered({
      requests: [
        { indexName: 'docs', query: 'knob', hitsPerPage: 20 },
        { indexName: 'docs', query: 'slider' },
      ],
    });
    expect(
      results.map((result) => [result.index, result.query, result.hits, result.nbHits, result.hitsPerPage]),
    ).toEqual([
      ['docs', 'knob', [], 0, 20],
      ['docs', 'slider', [], 0, 0],
    ]);
    expect(unanswered(undefined).results).toEqual([]);
  });
});
