import type { Resolvers } from '../../../generated/resolvers-types';
import { productSentimentTrend } from '../../../services/insights/sentiment-trend';
import { productThemes } from '../../../services/insights/themes';

// Thin on purpose: authorization, validation and queries live in services/insights.
export const insightsResolvers: Resolvers = {
  Query: {
    productSentimentTrend: (_parent, args, ctx) => productSentimentTrend(ctx, args),
    productThemes: (_parent, args, ctx) => productThemes(ctx, args),
  },
};
