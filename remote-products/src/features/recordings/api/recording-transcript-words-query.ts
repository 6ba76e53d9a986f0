import { graphql } from '../../../gql';

/**
 * The timed words of a recording's transcript, for the drawer. Asked with `no-cache`: written to
 * the cache, this `transcription` (words only) and the list's (words left out) would replace each
 * other on every poll, each time making the other incomplete and asked for again.
 */
export const RecordingTranscriptWordsQuery = graphql(`
  query RecordingTranscriptWords($id: ID!) {
    recording(id: $id) {
      id
      transcription {
        words {
          word
          startMs
          endMs
          confidence
        }
      }
    }
  }
`);
