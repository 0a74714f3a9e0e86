import { beforeEach, describe, expect, it, vi } from 'vitest';
import { persistentStorageState, requestPersistentStorage, resetPersistentStorage, subscribePersistentStorage } from './persistent-storage';

beforeEach(() => resetPersistentStorage());

describe('requestPersistentStorage', () => {
  it('asks once and remembers a refusal, telling subscribers', async () => {
    const persist = vi.fn(async () => false);
    const heard = vi.fn();
    const stop = subscribePersistentStorage(heard);
    expect(await requestPersistentStorage({ persisted: async () => false, persist })).toBe('refused');
    expect(await requestPersistentStorage({ persisted: async () => false, persist })).toBe('refused');
    expect(persist).toHaveBeenCalledTimes(1);
    expect(persistentStorageState()).toBe('refused');
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not ask again when storage is already persistent', async () => {
    const persist = vi.fn(async () => true);
    expect(await requestPersistentStorage({ persisted: async () => true, persist })).toBe('granted');
    expect(persist).not.toHaveBeenCalled();
  });

  it('reports browsers without the API, and errors as a refusal', async () => {
    expect(await requestPersistentStorage({})).toBe('unsupported');
    resetPersistentStorage();
    expect(await requestPersistentStorage({ persist: async () => Promise.reject(new Error('no')) })).toBe('refused');
  });
});
