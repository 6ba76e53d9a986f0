import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core over the widget as it is now: the `hearback-widget` element and its open shadow root,
 * with axe's default rules plus WCAG 2.2's target size (2.5.8, off by default in axe 4.13).
 * Returns the serious and critical violations as e2e/support/axe.ts words them, "rule: what is
 * wrong (where)", so a failing test names them.
 */
export async function seriousWidgetViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('hearback-widget')
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  // A shadow-root node's target is a path of selectors (host, then inside); none would mean axe
  // saw only the empty host element, and a pass would prove nothing.
  const sawShadowRoot = [...results.passes, ...results.violations, ...results.incomplete].some((rule) =>
    rule.nodes.some((node) => Array.isArray(node.target[0])),
  );
  if (!sawShadowRoot) throw new Error('axe did not look inside the widget’s shadow root');
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => describeTarget(node.target)).join(', ')})`,
    );
}

/** `hearback-widget >>> .hb-close`: the host, then the selector inside its shadow root. */
const describeTarget = (target: readonly (string | readonly string[])[]) =>
  target.map((part) => (typeof part === 'string' ? part : part.join(' >>> '))).join(' ');
