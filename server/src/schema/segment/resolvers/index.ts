import type { Resolvers } from '../../../generated/resolvers-types';
import { createContactImport, getContactImport } from '../../../services/segment/import/create-import';
import {
  countSegmentRuleMatches,
  countSegments,
  getSegment,
  listSegments,
} from '../../../services/segment/list-segments';
import { createSegment, deleteSegment, updateSegment } from '../../../services/segment/save-segment';
import {
  addSegmentMember,
  countSegmentMembers,
  listSegmentMembers,
  removeSegmentMembers,
} from '../../../services/segment/segment-members';
import { SegmentRules } from './segment-rules-scalar';

// Thin on purpose: authorization, validation and queries live in services/segment.
export const segmentResolvers: Resolvers = {
  SegmentRules,
  Query: {
    segments: (_parent, args, ctx) => listSegments(ctx, args),
    countSegments: (_parent, args, ctx) => countSegments(ctx, args),
    segment: (_parent, args, ctx) => getSegment(ctx, args),
    segmentMembers: (_parent, args, ctx) => listSegmentMembers(ctx, args),
    countSegmentMembers: (_parent, args, ctx) => countSegmentMembers(ctx, args),
    countSegmentRuleMatches: (_parent, args, ctx) => countSegmentRuleMatches(ctx, args),
    contactImport: (_parent, args, ctx) => getContactImport(ctx, args),
  },
  Mutation: {
    createSegment: (_parent, args, ctx) => createSegment(ctx, args),
    updateSegment: (_parent, args, ctx) => updateSegment(ctx, args),
    deleteSegment: (_parent, args, ctx) => deleteSegment(ctx, args),
    addSegmentMember: (_parent, args, ctx) => addSegmentMember(ctx, args),
    removeSegmentMembers: (_parent, args, ctx) => removeSegmentMembers(ctx, args),
    createContactImport: (_parent, args, ctx) => createContactImport(ctx, args),
  },
};
