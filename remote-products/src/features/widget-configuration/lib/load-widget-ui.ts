import type { WidgetUi } from './widget-ui-contract';

let loading: Promise<WidgetUi> | undefined;

/**
 * Loads the real widget UI (`/widget/ui.js`, an ES module served by the same origin as the
 * dashboard) once per page, so the preview shows exactly what visitors get. A failed load is
 * forgotten, so Retry really fetches again.
 */
export function loadWidgetUi(origin: string = window.location.origin): Promise<WidgetUi> {
  loading ??= import(/* webpackIgnore: true */ `${origin}/widget/ui.js`).then(
    () => {
      const ui = window.HearbackWidgetUI;
      if (!ui) throw new Error('The widget UI did not register itself.');
      return ui;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
