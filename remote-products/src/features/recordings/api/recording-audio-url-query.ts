import { graphql } from '../../../gql';

/** A short-lived signed URL of the voice message; asked for each time, never taken from the cache. */
export const RecordingAudioUrlQuery = graphql(`
  query RecordingAudioUrl($id: ID!) {
    recordingAudioUrl(id: $id)
  }
`);
