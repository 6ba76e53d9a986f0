import { graphql } from '../../../gql';

/** Admins only: the row and its voice file. */
export const DeleteRecordingMutation = graphql(`
  mutation DeleteRecording($id: ID!) {
    deleteRecording(id: $id)
  }
`);
