import { graphql } from '../../../gql';

/** The first identity secret, or a new one in place of the old (whose signatures stop counting). */
export const RotateWidgetIdentitySecretMutation = graphql(`
  mutation RotateWidgetIdentitySecret {
    rotateWidgetIdentitySecret {
      secret
    }
  }
`);
