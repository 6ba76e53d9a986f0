import { graphql } from '../../../gql';

export const RequestExportMutation = graphql(`
  mutation RequestExport($input: RequestExportInput!) {
    requestExport(input: $input) {
      ...ExportFields
    }
  }
`);
