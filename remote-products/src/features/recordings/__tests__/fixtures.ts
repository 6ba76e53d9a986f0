import type { MockLink } from '@apollo/client/testing';
import type {
  RecordingFieldsFragment,
  RecordingsListQueryVariables,
  TranscriptionStatus,
} from '../../../gql/graphql';
import { RecordingQuery } from '../api/recording-query';
import { RecordingTranscriptWordsQuery } from '../api/recording-transcript-words-query';
import { RecordingsListQuery } from '../api/recordings-list-query';

export const PRODUCT_ID = 'p1';

/** Nested objects carry __typename (as the server sends them), which the fragment type leaves out. */
type Overrides = { [K in keyof RecordingFieldsFragment]?: unknown };

export const recording = (id: string, overrides: Overrides = {}) => ({
  __typename: 'Recording' as const,
  id,
  productId: PRODUCT_ID,
  messageType: 'ProvideFeedback' as const,
  text: `Feedback ${id}`,
  transcript: null,
  transcription: null,
  phoneNumber: null,
  answers: [],
  contact: {
    __typename: 'RecordingContact' as const,
    name: null,
    email: null,
    phoneNumber: null,
    purpose: null,
  },
  pageUrl: null,
  pageTitle: null,
  audio: null,
  sentimentScore: 0.6,
  sentimentLabel: 'Positive' as const,
  sentimentSource: 'Text' as const,
  reviewed: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  submittedAt: '2026-11-20T09:59:00.000Z',
  ...overrides,
});

export const DEFAULT_VARIABLES: RecordingsListQueryVariables = {
  productId: PRODUCT_ID,
  paging: { limit: 20, offset: 0 },
  sorting: [{ field: 'createdAt', direction: 'DESC' }],
  filter: {},
};

export const listMock = (
  variables: Partial<RecordingsListQueryVariables>,
  rows: ReturnType<typeof recording>[],
  total = rows.length,
  onCall?: () => void,
): MockLink.MockedResponse => ({
  request: { query: RecordingsListQuery, variables: { ...DEFAULT_VARIABLES, ...variables } },
  result: () => {
    onCall?.();
    return { data: { recordings: rows, countRecordings: total } };
  },
});

export const detailMock = (row: ReturnType<typeof recording>): MockLink.MockedResponse => ({
  request: { query: RecordingQuery, variables: { id: row.id } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { recording: row } },
});

export const transcription = (status: TranscriptionStatus, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Transcription' as const,
  status,
  engine: 'embedded:pocketsphinx-en-us',
  reason: null,
  attempts: status === 'Queued' || status === 'Transcribing' ? 0 : 1,
  nextAttemptAt: null,
  automatic: true,
  ...overrides,
});

/** A voice message of 65 s (what the drawer's player is given). */
export const voiceMessage = (id: string, overrides: Overrides = {}) =>
  recording(id, {
    messageType: 'LeaveMessage',
    text: null,
    audio: { __typename: 'RecordingAudio', contentType: 'audio/webm', size: 4800, durationMs: 65_000 },
    ...overrides,
  });

export interface Word {
  word: string;
  startMs: number;
  endMs: number;
  confidence: number;
}

export const wordsMock = (id: string, words: Word[], onCall?: () => void): MockLink.MockedResponse => ({
  request: { query: RecordingTranscriptWordsQuery, variables: { id } },
  result: () => {
    onCall?.();
    return {
      data: {
        recording: {
          __typename: 'Recording',
          id,
          transcription: {
            __typename: 'Transcription',
            words: words.map((word) => ({ __typename: 'TranscriptWord', ...word })),
          },
        },
      },
    };
  },
});
