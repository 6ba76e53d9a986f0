import { getRuntimeConfig } from '@hearback/shared';
import { type ApiTarget, DeliveryError, fetchSettings } from '../../../../widget/src/api/public-api';
import type { WidgetSettings } from '../../../../widget/src/core/settings';

/** The public widget API of the server that serves these pages (`/widget/v1/`). */
export function widgetTarget(widgetKey: string, productId: string): ApiTarget {
  const apiUrl = getRuntimeConfig().apiUrl || window.location.origin;
  return { apiBase: `${apiUrl}/widget/v1/`, widgetKey, productId };
}

/** The product's public widget settings, with the API's refusals as sentences a visitor understands. */
export async function loadWidgetSettings(target: ApiTarget): Promise<WidgetSettings> {
  try {
    return await fetchSettings(target);
  } catch (error) {
    if (error instanceof DeliveryError && error.status === 403) {
      throw new Error('This product does not take feedback at the moment.');
    }
    if (error instanceof DeliveryError && error.status === 404) {
      throw new Error('This product does not take feedback here.');
    }
    throw new Error('The feedback form could not be loaded. Check your connection and try again.');
  }
}
