import type { Resolvers } from '../../../generated/resolvers-types';
import { getBackgroundImageSignedUrl, getSignedUrl } from '../../../services/upload/image-upload';

export const uploadResolvers: Resolvers = {
  Query: {
    getSignedUrl: (_parent, args, ctx) => getSignedUrl(ctx, args),
    getBackgroungImageSignedUrl: (_parent, args, ctx) => getBackgroundImageSignedUrl(ctx, args),
  },
};
