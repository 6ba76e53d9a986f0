import type { Resolvers } from '../../../generated/resolvers-types';
import { botChallenge } from './bot-challenge';

export const botCheckResolvers: Resolvers = {
  Query: { botChallenge },
};
