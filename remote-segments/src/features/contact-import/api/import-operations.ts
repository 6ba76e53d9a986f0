import { graphql } from '../../../gql';

/** The Static segments an import can add to (the first 100 by name; the Select searches them). */
export const StaticSegmentsQuery = graphql(`
  query StaticSegments($productId: ID!, $search: String) {
    segments(
      productId: $productId
      paging: { limit: 100 }
      sorting: [{ field: name, direction: ASC }]
      filter: { kind: Static, search: $search }
    ) {
      id
      name
      size
    }
  }
`);

export const ContactImportFieldsFragment = graphql(`
  fragment ContactImportFields on ContactImport {
    id
    segmentId
    segmentName
    status
    totalRows
    createdCount
    updatedCount
    rejectedCount
    warningCount
    errorMessage
    uploadPath
    rejectionsPath
  }
`);

export const CreateContactImportMutation = graphql(`
  mutation CreateContactImport($input: CreateContactImportInput!) {
    createContactImport(input: $input) {
      ...ContactImportFields
    }
  }
`);
