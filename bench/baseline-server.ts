// The reference point for every ratio: the cheapest request Fastify can answer on this machine.
// It runs in its own process, like Stempel, so neither shares an event loop with autocannon.
import Fastify from 'fastify';
import { acceptStoredBytes, listenUntilSignalled } from './stored-bytes.js';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
// Bytes a Stempel answer had, stored once by the harness and sent as they are: the cost of
// sending a large JSON answer without computing it.
const stored = acceptStoredBytes(app);
app.get<{ Params: { name: string } }>('/same-bytes/:name', async (request, reply) => {
  const body = stored.get(request.params.name);
  if (body === undefined) return reply.code(404).send();
  return reply.type('application/json; charset=utf-8').send(body);
});
await listenUntilSignalled(app);
