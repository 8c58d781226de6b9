import { describe, expect, it } from 'vitest';
import { isConstrainedConnection } from './connection';

const withConnection = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('isConstrainedConnection', () => {
  it('is true on 2g and slow-2g and with Save-Data', () => {
    expect(isConstrainedConnection(withConnection({ effectiveType: '2g' }))).toBe(true);
    expect(isConstrainedConnection(withConnection({ effectiveType: 'slow-2g' }))).toBe(true);
    expect(isConstrainedConnection(withConnection({ effectiveType: '4g', saveData: true }))).toBe(true);
  });

  it('is false on faster connections and without the API', () => {
    expect(isConstrainedConnection(withConnection({ effectiveType: '3g', saveData: false }))).toBe(false);
    expect(isConstrainedConnection(withConnection())).toBe(false);
    expect(isConstrainedConnection(undefined)).toBe(false);
  });
});
