import type { Resolvers } from '../../../generated/resolvers-types';
import {
  resendFeedbackEmailVerification,
  sendFeedbackEmailVerification,
  verifyFeedbackEmail,
} from '../../../services/feedback-page/email-verification';
import { getEventPage, listEventPages, updateEventPage } from '../../../services/feedback-page/event-pages';
import { feedbackProducts, publicEventPage } from '../../../services/feedback-page/public-feedback';

export const feedbackPageResolvers: Resolvers = {
  Query: {
    feedbackProducts: (_parent, args, ctx) => feedbackProducts(ctx, args),
    publicEventPage: (_parent, args, ctx) => publicEventPage(ctx, args),
    eventPages: (_parent, _args, ctx) => listEventPages(ctx),
    eventPage: (_parent, args, ctx) => getEventPage(ctx, args),
  },
  Mutation: {
    updateEventPage: (_parent, args, ctx) => updateEventPage(ctx, args),
    sendFeedbackEmailVerification: (_parent, args, ctx) => sendFeedbackEmailVerification(ctx, args),
    resendFeedbackEmailVerification: (_parent, args, ctx) => resendFeedbackEmailVerification(ctx, args),
    verifyFeedbackEmail: (_parent, args, ctx) => verifyFeedbackEmail(ctx, args),
  },
};
