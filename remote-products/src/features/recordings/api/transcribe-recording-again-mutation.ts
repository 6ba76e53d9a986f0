import { graphql } from '../../../gql';

/** Admins only: queues the voice message for the server's speech engine again. */
export const TranscribeRecordingAgainMutation = graphql(`
  mutation TranscribeRecordingAgain($id: ID!) {
    transcribeRecordingAgain(id: $id) {
      ...RecordingFields
    }
  }
`);
