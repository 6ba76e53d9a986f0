import { graphql } from '../../../gql';

/** A new token for the same key; installed widgets need the new one. */
export const RotateWidgetTokenMutation = graphql(`
  mutation RotateWidgetToken {
    rotateWidgetToken {
      key
      token
    }
  }
`);
