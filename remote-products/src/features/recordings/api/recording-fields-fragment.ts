import { graphql } from '../../../gql';

/**
 * A recording as the list and the detail drawer show it: one fragment, so opening one needs no
 * wait. The transcript's words are not in it (the drawer asks for them): twenty long messages'
 * words would weigh on every page and every poll.
 */
export const RecordingFieldsFragment = graphql(`
  fragment RecordingFields on Recording {
    id
    productId
    messageType
    text
    transcript
    transcription {
      status
      engine
      reason
      attempts
      nextAttemptAt
      automatic
    }
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
    sentimentSource
    reviewed
    createdAt
    submittedAt
  }
`);
