import { graphql } from '../gql';

/** A short-lived signed URL of a recording's voice message; asked for each time, never taken from the cache. */
export const RecordingAudioUrlDocument = graphql(`
  query RecordingAudioUrl($id: ID!) {
    recordingAudioUrl(id: $id)
  }
`);
