/**
 * The campaigns remote's texts: English keys (plural forms in en.json), German loaded when first
 * needed. Importing this module registers the namespace, so every screen using the hook finds it.
 */
import { defineTranslations } from '@hearback/shared';
import en from './en.json';

export const { useNamespaceTranslation: useCampaignsTranslation, text: campaignsText } = defineTranslations(
  'campaigns',
  { en, other: { de: () => import('./de.json') } },
);

/** The `t` of a screen, handed to label helpers so their keys stay literal and follow the language. */
export type CampaignsT = ReturnType<typeof useCampaignsTranslation>['t'];
