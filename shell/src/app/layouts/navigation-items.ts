/**
 * The sider's entries. Product entries point into the current product; `section` is the path
 * prefix that keeps an entry highlighted on its sub-pages (a campaign, a settings tab). Built at
 * render, so the labels are in the dashboard's current language.
 */
import { buildPath } from '@hearback/shared';
import { shellText } from '../../i18n/translations';

export interface NavigationItem {
  key: string;
  label: string;
  to: string;
  section: string;
}

/** Settings open on their first tab; remote-settings owns the list of tabs. */
export const DEFAULT_SETTINGS_TYPE = 'general';

export function productNavigation(productId: string): NavigationItem[] {
  const home = buildPath('productHome', { productId });
  return [
    { key: 'productHome', label: shellText('Product home'), to: home, section: home },
    {
      key: 'recordings',
      label: shellText('Recordings'),
      to: buildPath('recordings', { productId }),
      section: `${home}/recordings`,
    },
    {
      key: 'configuration',
      label: shellText('Widget configuration'),
      to: buildPath('configuration', { productId }),
      section: `${home}/configuration`,
    },
    {
      key: 'campaigns',
      label: shellText('Campaigns'),
      to: buildPath('campaigns', { productId }),
      section: `${home}/campaigns`,
    },
    {
      key: 'segments',
      label: shellText('Segments'),
      to: buildPath('segments', { productId }),
      section: `${home}/segments`,
    },
    {
      key: 'settings',
      label: shellText('Settings'),
      to: buildPath('settings', { productId, type: DEFAULT_SETTINGS_TYPE }),
      section: `${home}/settings`,
    },
  ];
}

export const organisationNavigation = (): NavigationItem[] => [
  {
    key: 'products',
    label: shellText('Products'),
    to: buildPath('products'),
    section: buildPath('products'),
  },
  {
    key: 'organisation',
    label: shellText('Organisation'),
    to: buildPath('organisation'),
    section: buildPath('organisation'),
  },
];

/** The entry whose section is the longest prefix of the path (product home only on its own page). */
export function selectedNavigationKey(pathname: string, items: NavigationItem[]): string | null {
  const path = pathname.replace(/\/+$/, '');
  const matching = items.filter(
    (item) => path === item.section || (item.key !== 'productHome' && path.startsWith(`${item.section}/`)),
  );
  matching.sort((a, b) => b.section.length - a.section.length);
  return matching[0]?.key ?? null;
}
