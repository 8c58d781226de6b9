import { describe, expect, it } from 'vitest';
import { searchWorkerLocale, searchWorkerName } from './workerName';

describe('the search worker’s name', () => {
  it('carries the locale there and back', () => {
    expect(searchWorkerName('ja')).toBe('search-worker ja');
    expect(searchWorkerLocale(searchWorkerName('ja'))).toBe('ja');
    expect(searchWorkerLocale(searchWorkerName('pt-BR'))).toBe('pt-BR');
  });

  it('gives no locale for another name', () => {
    expect(searchWorkerLocale('')).toBe('');
    expect(searchWorkerLocale('search-worker')).toBe('');
    expect(searchWorkerLocale('other ja')).toBe('');
  });
});
