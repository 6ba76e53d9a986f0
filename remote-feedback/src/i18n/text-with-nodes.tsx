import { createElement, Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements in it (a product name in bold): the translator leaves the
 * `{name}` it is given no value for, and each is replaced here by its element, wherever the
 * language puts it in the sentence. The parts are children of one fragment, in their fixed order.
 */
export function textWithNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = text
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? (nodes[part] ?? `{${part}}`) : part));
  return createElement(Fragment, null, ...parts);
}
