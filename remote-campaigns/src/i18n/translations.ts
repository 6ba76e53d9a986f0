/**
 * The campaigns remote's texts: English keys (plural forms in en.json), German loaded when first
 * needed. Importing this module registers the namespace, so every screen using the hook finds it.
 */
import { registerTranslations, translate, useTranslation } from '@hearback/shared';
import en from './en.json';

export const CAMPAIGNS_NAMESPACE = 'campaigns';

registerTranslations(CAMPAIGNS_NAMESPACE, { en, other: { de: () => import('./de.json') } });

export function useCampaignsTranslation() {
  return useTranslation(CAMPAIGNS_NAMESPACE);
}

/** The `t` of a screen, handed to label helpers so their keys stay literal and follow the language. */
export type CampaignsT = ReturnType<typeof useCampaignsTranslation>['t'];

/** Outside components (notifications, logging of failures shown to users). */
export function campaignsText(key: string, values?: Record<string, unknown>): string {
  return translate(CAMPAIGNS_NAMESPACE, key, values);
}
