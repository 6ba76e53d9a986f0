import { graphql } from '../../../gql';

export const ExportFieldsFragment = graphql(`
  fragment ExportFields on Export {
    id
    kind
    format
    from
    to
    campaignId
    status
    totalRows
    rowsWritten
    fileSize
    error
    requestedBy
    createdAt
    finishedAt
    expiresAt
    downloadUrl
    downloadUrlExpiresAt
  }
`);

/** The product's exports, newest first, polled while one is in progress. */
export const ExportsQuery = graphql(`
  query Exports($productId: ID!, $paging: OffsetPaging) {
    exports(productId: $productId, paging: $paging) {
      ...ExportFields
    }
    countExports(productId: $productId)
  }
`);

/** One export with a fresh download link (good for 15 minutes), asked for just before downloading. */
export const ExportQuery = graphql(`
  query Export($id: ID!) {
    export(id: $id) {
      ...ExportFields
    }
  }
`);

/** The campaigns an export of responses can be narrowed to. */
export const ExportCampaignsQuery = graphql(`
  query ExportCampaigns($productId: ID!) {
    campaigns(productId: $productId, paging: { limit: 100 }) {
      id
      name
    }
  }
`);
