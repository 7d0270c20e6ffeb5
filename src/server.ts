import fs from 'node:fs';
import { ConfigError, type Config } from './config.js';
import { buildApp, type App } from './app.js';
import { closeServices, openServices, planDailyLooks, type Services } from './services.js';
import { DEMO_TENANT, ensureDemoTenant } from './demo/demo-tenant.js';

/** How often a closing server closes the connections that have turned idle since. */
const IDLE_SWEEP_MS = 50;
/** How long a shutdown that timed out still gives the audit log to write what it holds. */
const LAST_AUDIT_FLUSH_MS = 2_000;

export interface RunningServer {
  app: App;
  services: Services;
  url: string;
  stop(): Promise<void>;
}

/**
 * The folders the server writes files to (exports, payroll transfers, stored documents) must be
 * folders it can write: a path that is a file or lies in a read-only place stops the start, as a
 * bad setting does, instead of failing every export later.
 */
async function assertWritableFolders(config: Config): Promise<void> {
  const folders: Array<[string, string]> = [['STEMPEL_EXPORT_DIR', config.exportDir]];
  if (config.storage.kind === 'local') folders.push(['STEMPEL_STORAGE_DIR', config.storage.dir]);
  const problems: string[] = [];
  for (const [name, folder] of folders) {
    try {
      await fs.promises.mkdir(folder, { recursive: true });
      await fs.promises.access(folder, fs.constants.W_OK);
    } catch (error) {
      problems.push(`${name} (${folder}) is not a folder the server can write: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
}

export async function startServer(config: Config, options: { demo?: boolean } = {}): Promise<RunningServer> {
  await assertWritableFolders(config);
  const services = await openServices(config);
  let app: App;
  try {
    if (options.demo) {
      const created = await ensureDemoTenant(services);
      if (created) console.log(`Created the demo tenant "${DEMO_TENANT}" (Demo GmbH) with every module enabled.`);
    }
    app = await buildApp(services);
    await app.listen({ port: config.port, host: config.host });
    await planDailyLooks(services);
  } catch (error) {
    await closeServices(services);
    throw error;
  }
  const port = (app.server.address() as { port: number }).port;
  const url = `http://${DEMO_TENANT}.${config.baseDomain}:${port}`;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      services.lifecycle.draining = true;
      // Fastify closes the connections idle when it begins to close; a keep-alive connection whose
      // request was still running then turns idle afterwards and would hold the close open until
      // the client went away (a reverse proxy keeps its upstream connections).
      const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      try {
        await app.close();
      } finally {
        clearInterval(idle);
      }
      await closeServices(services);
    })());
  return { app, services, url, stop };
}

/** Stops on SIGTERM/SIGINT: readiness fails at once, in-flight requests finish, handles close. */
export function stopOnSignals(server: RunningServer, timeoutMs: number): void {
  const onSignal = (signal: NodeJS.Signals) => {
    server.app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      server.app.log.error('graceful shutdown timed out; exiting');
      // The records of answered requests are written if the database lets them, briefly.
      const lastFlush = new Promise((resolve) => setTimeout(resolve, LAST_AUDIT_FLUSH_MS).unref());
      void Promise.race([server.services.audit.flush(), lastFlush]).finally(() => process.exit(1));
    }, timeoutMs);
    force.unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
