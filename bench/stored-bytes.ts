// What the baseline and the floor server share: answers stored by the harness, sent byte for
// byte, and a clean stop on a signal.
import type { FastifyInstance } from 'fastify';

/** Lets the harness store a Stempel answer with PUT /same-bytes/:name; returns the store. */
export function acceptStoredBytes(app: FastifyInstance): Map<string, string> {
  const stored = new Map<string, string>();
  app.addContentTypeParser('application/octet-stream', { parseAs: 'string', bodyLimit: 50 * 1024 * 1024 }, (_request, body, done) => done(null, body));
  app.put<{ Params: { name: string }; Body: string }>('/same-bytes/:name', async (request, reply) => {
    stored.set(request.params.name, request.body);
    return reply.code(204).send();
  });
  return stored;
}

/** Listens on PORT (127.0.0.1 unless HOST says otherwise) and closes the server on SIGTERM or SIGINT. */
export async function listenUntilSignalled(app: FastifyInstance): Promise<void> {
  await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
