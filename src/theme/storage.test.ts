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

  it('forgets writes that throw, with one warning for them and for a storage that cannot be reached', () => {
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

  it('writes nothing to find out whether storage works', () => {
    const memory = new MemoryStorage();
    createSafeStorage(() => memory);
    expect(memory.length).toBe(0);
  });

  it('is not used at all when reading throws from the start', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const blocked = new MemoryStorage();
    blocked.setItem('theme', 'dark');
    blocked.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const setItem = vi.spyOn(blocked, 'setItem');
    const storage = createSafeStorage(() => blocked);
    storage.set('a', '1');
    expect(storage.get('theme')).toBeNull();
    expect(setItem).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps reading and writing when only removing throws, and leaves no entry of its own', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const memory = new MemoryStorage();
    memory.removeItem = () => {
      throw new Error('remove refused');
    };
    const storage = createSafeStorage(() => memory);
    storage.set('a', '1');
    expect(storage.get('a')).toBe('1');
    storage.remove('a');
    expect(storage.get('a')).toBe('1');
    expect([...Array(memory.length).keys()].map((index) => memory.key(index))).toEqual(['a']);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
