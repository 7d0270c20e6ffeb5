// The reference point for every ratio: the cheapest request Fastify can answer on this machine.
// It runs in its own process, like Stempel, so neither shares an event loop with autocannon.
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
// Bytes a Stempel answer had, stored once by the harness and sent as they are: the cost of
// sending a large JSON answer without computing it.
const stored = new Map<string, string>();
app.addContentTypeParser('application/octet-stream', { parseAs: 'string', bodyLimit: 50 * 1024 * 1024 }, (_request, body, done) => done(null, body));
app.put<{ Params: { name: string }; Body: string }>('/same-bytes/:name', async (request, reply) => {
  stored.set(request.params.name, request.body);
  return reply.code(204).send();
});
app.get<{ Params: { name: string } }>('/same-bytes/:name', async (request, reply) => {
  const body = stored.get(request.params.name);
  if (body === undefined) return reply.code(404).send();
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port, host });

const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
