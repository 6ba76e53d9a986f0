/**
 * jsdom has no layout: give antd a matchMedia that answers min/max-width queries against a
 * width the test chooses (for the xl gate), and a ResizeObserver that never fires.
 */
import { keepCompiledSelectors } from '@hearback/shared/testing/jsdom-selector-cache';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { matchMediaAgainstScreenWidth, setScreenWidth } from './screen-width';

// antd's style sheets outgrow jsdom's selector cache: without this, each role query takes seconds.
keepCompiledSelectors();

window.matchMedia = matchMediaAgainstScreenWidth;

// As in the remotes: on a busy 2-core machine antd in jsdom needs more than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom implements getComputedStyle but not for pseudo-elements, which antd measures for scrollbars.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

beforeEach(() => {
  setScreenWidth(1600);
  // Every navigation is logged (spec section 2); keep test output readable. Tests that check the
  // log spy on console.info themselves.
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
