/** A screen width for media queries in jsdom, so a test can stand below or above a breakpoint. */
let width = 1600;

export function setScreenWidth(pixels: number): void {
  width = pixels;
}

function evaluate(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  // Not a width query (reduced motion, colour scheme): no preference, as on most desktops.
  if (!min && !max) return false;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

export function matchMediaAgainstScreenWidth(query: string): MediaQueryList {
  return {
    matches: evaluate(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}
