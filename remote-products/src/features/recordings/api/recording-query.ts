import { graphql } from '../../../gql';

/** One recording, for a drawer opened on a recording the list has not loaded (or to refresh it). */
export const RecordingQuery = graphql(`
  query Recording($id: ID!) {
    recording(id: $id) {
      ...RecordingFields
    }
  }
`);
