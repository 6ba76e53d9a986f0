// Dev only: `react-refresh/runtime` for every app of the page is ONE runtime, that of the app that
// loaded first (the shell). A remote's own runtime, injected after react-dom has registered, never
// sees the page's React roots, so its edits would not show inside the shell (nx#36393).
// Registration ids get the app's name: several remotes have modules at the same path.
import * as own from 'hearback-own-react-refresh-runtime';

// biome-ignore lint/suspicious/noAssignInExpressions: first app to load provides the runtime.
const runtime = (globalThis.__HEARBACK_REACT_REFRESH__ ??= { ...own, injected: false });
const scoped = (id) => `${__HEARBACK_APP__} ${id}`;

export function injectIntoGlobalHook(target) {
  if (runtime.injected) return;
  runtime.injected = true;
  runtime.injectIntoGlobalHook(target);
}
export const register = (type, id) => runtime.register(type, scoped(id));
export const getFamilyByID = (id) => runtime.getFamilyByID(scoped(id));
export const getFamilyByType = (type) => runtime.getFamilyByType(type);
export const performReactRefresh = () => runtime.performReactRefresh();
export const createSignatureFunctionForTransform = () => runtime.createSignatureFunctionForTransform();
export const isLikelyComponentType = (type) => runtime.isLikelyComponentType(type);
export const setSignature = (...args) => runtime.setSignature(...args);
export const collectCustomHooksForSignature = (type) => runtime.collectCustomHooksForSignature(type);
export const hasUnrecoverableErrors = () => runtime.hasUnrecoverableErrors();
export const _getMountedRootCount = () => runtime._getMountedRootCount();
