export interface GraphQLErrorShape {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; field?: string; [key: string]: unknown };
}

export interface GraphQLAnswer<T> {
  status: number;
  headers: Headers;
  data: T | null | undefined;
  errors: GraphQLErrorShape[] | undefined;
}

/** POSTs an operation the way the dashboard does (its app header, a bearer token when given). */
export async function graphql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  options: {
    token?: string | null;
    variables?: Record<string, unknown>;
    headers?: Record<string, string>;
  } = {},
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hearback-app': 'dashboard',
      authorization: options.token ? `Bearer ${options.token}` : '',
      ...options.headers,
    },
    body: JSON.stringify({ query, variables: options.variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLErrorShape[] };
  return { status: response.status, headers: response.headers, data: body.data, errors: body.errors };
}

/** The data of an answer that must have succeeded; otherwise fails with the errors in view. */
export function ok<T>(answer: GraphQLAnswer<T>): T {
  if (answer.errors?.length || !answer.data) {
    throw new Error(`Expected success, got HTTP ${answer.status}: ${JSON.stringify(answer.errors)}`);
  }
  return answer.data;
}

/** The single error of an answer that must have failed. */
export function failure(answer: GraphQLAnswer<unknown>): GraphQLErrorShape {
  const [first] = answer.errors ?? [];
  if (!first) throw new Error(`Expected an error, got ${JSON.stringify(answer.data)}`);
  return first;
}
