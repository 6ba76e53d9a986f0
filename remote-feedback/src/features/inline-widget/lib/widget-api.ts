import { getRuntimeConfig } from '@hearback/shared';
import { type ApiTarget, DeliveryError, fetchSettings } from '../../../../widget/src/api/public-api';
import type { WidgetSettings } from '../../../../widget/src/core/settings';

/** The public widget API of the server that serves these pages (`/widget/v1/`). */
export function widgetTarget(widgetKey: string, productId: string): ApiTarget {
  const apiUrl = getRuntimeConfig().apiUrl || window.location.origin;
  return { apiBase: `${apiUrl}/widget/v1/`, widgetKey, productId };
}

/** Why the form cannot be shown, as the page tells a visitor (in its language). */
export type WidgetSettingsProblem = 'form.closed' | 'form.notHere' | 'form.unreachable';

export class WidgetSettingsError extends Error {
  constructor(readonly problem: WidgetSettingsProblem) {
    super(problem);
  }
}

/** The product's public widget settings, with the API's refusals told apart. */
export async function loadWidgetSettings(target: ApiTarget): Promise<WidgetSettings> {
  try {
    return await fetchSettings(target);
  } catch (error) {
    if (error instanceof DeliveryError && error.status === 403) throw new WidgetSettingsError('form.closed');
    if (error instanceof DeliveryError && error.status === 404) throw new WidgetSettingsError('form.notHere');
    throw new WidgetSettingsError('form.unreachable');
  }
}
