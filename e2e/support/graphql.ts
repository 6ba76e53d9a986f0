import type { Page } from 'playwright-core';

interface GraphqlAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Sends an operation as the signed-in page would: same origin, the page's stored token and the
 * dashboard's app header. For setting up and reading back what a test needs, not for the flows
 * under test, which go through the pages.
 */
export async function graphqlAsPage<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer<T>> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hearback-app': 'dashboard',
          authorization: `Bearer ${localStorage.getItem('auth_token')}`,
        },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  ) as Promise<GraphqlAnswer<T>>;
}
