import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe over what is rendered and fails on serious or critical findings. Colour contrast
 * needs a layout engine, which jsdom does not have: the browser tests cover it.
 */
export async function expectNoSeriousAxeFindings(root: Element = document.body): Promise<void> {
  const { violations } = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
  expect(serious).toEqual([]);
}
