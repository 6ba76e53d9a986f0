import type { RouteKey } from '@hearback/shared';
import type { ComponentType } from 'react';
import { OrganisationPage } from './OrganisationPage';
import { ProductHomePage } from './ProductHomePage';
import { ProductsPage } from './ProductsPage';
import { RecordingsPage } from './RecordingsPage';
import { WidgetConfigurationPage } from './WidgetConfigurationPage';

/**
 * The pages this remote renders, keyed by route. `src/exposes/Routes.tsx` maps the route table onto
 * this record; a route without an entry falls back to a title placeholder there.
 */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  organisation: OrganisationPage,
  products: ProductsPage,
  productHome: ProductHomePage,
  configuration: WidgetConfigurationPage,
  recordings: RecordingsPage,
};
