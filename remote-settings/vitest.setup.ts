/** jsdom lacks the layout APIs antd's responsive, motion and virtual-list code asks for. */
import { keepCompiledSelectors } from '@hearback/shared/testing/jsdom-selector-cache';
import { cleanup, configure } from '@testing-library/react';
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

// jsdom implements getComputedStyle without pseudo-elements and logs an error for each such call
// antd's scroll-bar measuring makes; the element's own style is what those calls need.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// antd in jsdom renders slowly on a busy 2-core machine: findBy/waitFor get 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
