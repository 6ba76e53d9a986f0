import { graphql } from '../../../gql';

/** Where to PUT a new photo (`signedUrl`, short-lived, for one file) and where it is read from (`url`). */
export const PhotoUploadUrlQuery = graphql(`
  query PhotoUploadUrl($fileName: String!, $type: String!) {
    getSignedUrl(fileName: $fileName, type: $type, assignmentId: "profile-photo") {
      signedUrl
      url
    }
  }
`);
