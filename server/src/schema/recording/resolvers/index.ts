import type { Resolvers } from '../../../generated/resolvers-types';
import { recordingAudioUrl } from '../../../services/recording/audio-url';
import { deleteRecording } from '../../../services/recording/delete-recording';
import { countRecordings, getRecording, listRecordings } from '../../../services/recording/list-recordings';
import { transcriptWords } from '../../../services/recording/load-recordings';
import { productStats } from '../../../services/recording/product-stats';
import { markRecordingReviewed } from '../../../services/recording/review-recording';
import { transcribeRecordingAgain } from '../../../services/recording/transcription/transcribe-again';

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
    transcribeRecordingAgain: (_parent, args, ctx) => transcribeRecordingAgain(ctx, args),
  },
  Transcription: {
    words: (parent, _args, ctx) => transcriptWords(ctx, parent),
  },
};
