import { graphql } from '../../../gql';

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $update: UpdateProductInput!) {
    updateOneProduct(id: $id, update: $update) {
      ...ProductRow
    }
  }
`);
