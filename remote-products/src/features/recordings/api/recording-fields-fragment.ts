import { graphql } from '../../../gql';

/** A recording as the list and the detail drawer show it: one fragment, so opening one needs no wait. */
export const RecordingFieldsFragment = graphql(`
  fragment RecordingFields on Recording {
    id
    productId
    messageType
    text
    transcript
    phoneNumber
    answers {
      questionId
      question
      answer
    }
    contact {
      name
      email
      phoneNumber
      purpose
    }
    pageUrl
    pageTitle
    audio {
      contentType
      size
      durationMs
    }
    sentimentScore
    sentimentLabel
    reviewed
    createdAt
    submittedAt
  }
`);
