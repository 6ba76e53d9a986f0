/**
 * The current product id as kept in localStorage (`current-product`), as an external store so
 * the switcher, the shell's redirects and every remote agree on it without a shared provider.
 */
import { CURRENT_PRODUCT_KEY } from '../constants';
import { browserStorage } from '../storage/browser-storage';

const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of [...listeners]) listener();
};

export function readStoredProductId(): string | null {
  return browserStorage().getItem(CURRENT_PRODUCT_KEY);
}

export function writeStoredProductId(id: string): void {
  if (readStoredProductId() === id) return;
  browserStorage().setItem(CURRENT_PRODUCT_KEY, id);
  notify();
}

export function subscribeToStoredProductId(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab switching product changes ours too, as the stored key is shared.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENT_PRODUCT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
