import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage, resetStorageWarning } from './storage';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  resetStorageWarning();
});

describe('createSafeStorage', () => {
  it('reads and writes a working storage', () => {
    const storage = createSafeStorage(() => new MemoryStorage());
    storage.set('a', '1');
    expect(storage.get('a')).toBe('1');
    storage.remove('a');
    expect(storage.get('a')).toBeNull();
  });

  it('falls back to a no-op store with one warning when storage throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = new MemoryStorage();
    broken.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const storage = createSafeStorage(() => broken);
    storage.set('a', '1');
    expect(storage.get('a')).toBeNull();
    createSafeStorage(() => {
      throw new Error('SecurityError');
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps working when a single read throws later', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const flaky = new MemoryStorage();
    const storage = createSafeStorage(() => flaky);
    flaky.getItem = () => {
      throw new Error('gone');
    };
    expect(storage.get('x')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
