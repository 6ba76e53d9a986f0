/**
 * The page's localStorage, or a stand-in kept in memory for the page's life where the browser
 * refuses it: reading `window.localStorage` throws in a third-party frame when the visitor's
 * browser blocks third-party storage (the public feedback pages are embedded in other sites).
 * Nothing then outlives the page, and the page still works.
 */
let memory: Storage | undefined;

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

export function browserStorage(): Storage {
  try {
    const storage = window.localStorage;
    // Some browsers hand out the object and refuse its use instead.
    storage.getItem('');
    return storage;
  } catch {
    memory ??= memoryStorage();
    return memory;
  }
}
