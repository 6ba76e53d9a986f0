import type { QueryResolvers } from '../../../generated/resolvers-types';
import { WIDGET_LANGUAGES } from '../../../services/settings/widget-languages';

export const widgetLanguages: NonNullable<QueryResolvers['widgetLanguages']> = () => [...WIDGET_LANGUAGES];
