/** jsdom lacks the layout APIs antd's responsive, motion and virtual-list code asks for. */
import { keepCompiledSelectors } from '@hearback/shared/testing/jsdom-selector-cache';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd's style sheets outgrow jsdom's selector cache: without this, each role query takes seconds.
keepCompiledSelectors();

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
