import type { Resolvers } from '../../../generated/resolvers-types';
import { countExports, getExport, listExports, requestExport } from '../../../services/export/exports';

export const exportResolvers: Resolvers = {
  Query: {
    exports: (_parent, args, ctx) => listExports(ctx, args.productId, args.paging),
    countExports: (_parent, args, ctx) => countExports(ctx, args.productId),
    export: (_parent, args, ctx) => getExport(ctx, args.id),
  },
  Mutation: {
    requestExport: (_parent, args, ctx) => requestExport(ctx, args.input),
  },
};
