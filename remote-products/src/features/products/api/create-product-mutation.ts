import { graphql } from '../../../gql';

export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: CreateProductInput!) {
    createOneProduct(input: $input) {
      ...ProductRow
    }
  }
`);
