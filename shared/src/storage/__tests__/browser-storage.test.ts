import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from '../browser-storage';

describe('browserStorage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is localStorage where the browser allows it', () => {
    expect(browserStorage()).toBe(window.localStorage);
  });

  it('keeps values in memory, for the page, where reading localStorage throws', () => {
    const real = window.localStorage;
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
    });
    const storage = browserStorage();
    expect(storage).not.toBe(real);
    expect(storage.getItem('auth_token')).toBeNull();
    storage.setItem('auth_token', 'abc');
    expect(browserStorage().getItem('auth_token')).toBe('abc');
    expect(storage.length).toBe(1);
    storage.removeItem('auth_token');
    expect(storage.getItem('auth_token')).toBeNull();
  });
});
