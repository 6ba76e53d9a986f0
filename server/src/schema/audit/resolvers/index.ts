import type { Resolvers } from '../../../generated/resolvers-types';
import { countAuditEvents, listAuditEvents } from '../../../services/audit/list-audit-events';

// Thin on purpose: authorization, validation and queries live in services/audit.
export const auditResolvers: Resolvers = {
  Query: {
    auditEvents: (_parent, args, ctx) => listAuditEvents(ctx, args),
    countAuditEvents: (_parent, args, ctx) => countAuditEvents(ctx, args),
  },
};
