import type { Resolvers } from '../../../generated/resolvers-types';
import { countExports, listExports, requestExport } from '../../../services/export/exports';

export const exportResolvers: Resolvers = {
  Query: {
    exports: (_parent, args, ctx) => listExports(ctx, args.productId, args.paging),
    countExports: (_parent, args, ctx) => countExports(ctx, args.productId),
  },
  Mutation: {
    requestExport: (_parent, args, ctx) => requestExport(ctx, args.input),
  },
};
