import { describe, expect, it } from 'vitest';
import { assertCredentials, createHostedClient, scopeFilters } from './client';

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
