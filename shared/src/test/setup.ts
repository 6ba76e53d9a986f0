/** jsdom lacks the layout APIs antd's responsive and motion code asks for. */

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { keepCompiledSelectors } from '../testing/jsdom-selector-cache';

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

if (typeof globalThis.ResizeObserver === 'undefined') {
  // antd's TextArea autosize observes its size; jsdom has no layout, so nothing ever changes.
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
