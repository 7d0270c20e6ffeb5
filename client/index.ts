/**
 * The typed Stempel client: openapi-fetch over the types generated from the OpenAPI document
 * (client/schema.ts, `npm run client:generate`). Paths, parameters, bodies and answers are
 * checked by the compiler against what the server serves.
 *
 *   const stempel = createStempelClient({ baseUrl: 'https://acme.stempel.example' });
 *   const { data } = await stempel.POST('/rest/login', { body: { code: 'M-1', password: '…' } });
 *   stempel.useToken(data!.data.access_token);
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { paths, components, operations } from './schema.js';

export interface StempelClient extends Client<paths> {
  /** Sends `Authorization: Bearer <token>` from now on; null stops sending it. */
  useToken(token: string | null): void;
}

export function createStempelClient(options: ClientOptions & { baseUrl: string }): StempelClient {
  const client = createClient<paths>(options);
  let token: string | null = null;
  client.use({
    onRequest({ request }) {
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  });
  return Object.assign(client, {
    useToken(next: string | null) {
      token = next;
    },
  });
}
