import type { Resolvers } from '../../../generated/resolvers-types';
import { recordingAudioUrl } from '../../../services/recording/audio-url';
import { deleteRecording } from '../../../services/recording/delete-recording';
import { countRecordings, getRecording, listRecordings } from '../../../services/recording/list-recordings';
import { productStats } from '../../../services/recording/product-stats';
import { markRecordingReviewed } from '../../../services/recording/review-recording';

// Thin on purpose: authorization, validation and queries live in services/recording.
export const recordingResolvers: Resolvers = {
  Query: {
    recordings: (_parent, args, ctx) => listRecordings(ctx, args),
    countRecordings: (_parent, args, ctx) => countRecordings(ctx, args),
    recording: (_parent, args, ctx) => getRecording(ctx, args),
    recordingAudioUrl: (_parent, args, ctx) => recordingAudioUrl(ctx, args),
    productStats: (_parent, args, ctx) => productStats(ctx, args),
  },
  Mutation: {
    markRecordingReviewed: (_parent, args, ctx) => markRecordingReviewed(ctx, args),
    deleteRecording: (_parent, args, ctx) => deleteRecording(ctx, args),
  },
};
