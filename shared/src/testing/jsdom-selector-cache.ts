/**
 * Keeps jsdom's compiled CSS selectors for the whole test file; call it from a vitest setup file.
 *
 * Testing Library asks getComputedStyle whether each element a role query looks at (and each of
 * its ancestors) is hidden, and jsdom answers by matching every rule of every style sheet against
 * the element. antd's CSS-in-JS puts some 1,500 distinct selectors in the document, while nwsapi,
 * jsdom's selector engine, keeps compiled selectors in LRU caches of 1,000 entries: walking the
 * sheets in order evicts each selector before its next use, so every call compiled all of them
 * again and one `getByRole` on the widget settings form took seconds. The caches hold compiled
 * code only (never matched elements), so letting them grow changes no answer.
 *
 * It reaches into jsdom's internals (the document's implementation object and the engines it
 * creates lazily); should a jsdom upgrade move them, this does nothing and tests are only slower.
 */

interface CompiledSelectorCache {
  get(key: string): unknown;
  set(key: string, value: unknown): unknown;
  has(key: string): boolean;
  clear(): void;
  size(): number;
}

/** The document's two engines: one for querySelector and matches, one for the style cascade. */
const ENGINE_SLOTS = ['_nwsapi', '_nwsapiDontThrow'] as const;
const CACHE_NAMES = ['matchLambdas', 'selectLambdas', 'matchResolvers', 'selectResolvers'] as const;

function isCache(value: unknown): value is CompiledSelectorCache {
  const cache = value as Partial<CompiledSelectorCache> | null;
  return (
    typeof cache?.get === 'function' && typeof cache.set === 'function' && typeof cache.clear === 'function'
  );
}

/** The engine reads its caches through these methods, so swapping them swaps the storage. */
function makeUnbounded(cache: CompiledSelectorCache) {
  const entries = new Map<string, unknown>();
  cache.get = (key) => entries.get(key);
  cache.set = (key, value) => {
    entries.set(key, value);
    return value;
  };
  cache.has = (key) => entries.has(key);
  cache.clear = () => entries.clear();
  cache.size = () => entries.size;
}

function unboundEngine(engine: unknown) {
  if (typeof engine !== 'object' || engine === null) return;
  for (const name of CACHE_NAMES) {
    const cache = (engine as Record<string, unknown>)[name];
    if (isCache(cache)) makeUnbounded(cache);
  }
}

export function keepCompiledSelectors(document: Document = window.document) {
  const implSymbol = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  if (!implSymbol) return;
  const impl = (document as unknown as Record<symbol, Record<string, unknown> | undefined>)[implSymbol];
  if (!impl) return;
  for (const slot of ENGINE_SLOTS) {
    let engine = impl[slot];
    unboundEngine(engine);
    // jsdom creates each engine on first use: catch it as it is stored.
    Object.defineProperty(impl, slot, {
      configurable: true,
      enumerable: true,
      get: () => engine,
      set: (next: unknown) => {
        engine = next;
        unboundEngine(next);
      },
    });
  }
}
