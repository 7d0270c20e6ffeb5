// The reference point for every ratio: the cheapest request Fastify can answer on this machine.
// It runs in its own process, like Stempel, so neither shares an event loop with autocannon.
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port, host });

const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
