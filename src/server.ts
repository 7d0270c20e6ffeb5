import { assertWritableFolders, ConfigError, type Config } from './config.js';
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

/** The folders the server writes files to: spooled uploads (data directory), exports and payroll transfers, stored documents. */
function writtenFolders(config: Config): Array<[string, string]> {
  const folders: Array<[string, string]> = [
    ['STEMPEL_DATA_DIR', config.dataDir],
    ['STEMPEL_EXPORT_DIR', config.exportDir],
  ];
  if (config.storage.kind === 'local') folders.push(['STEMPEL_STORAGE_DIR', config.storage.dir]);
  return folders;
}

/** What a listen fails with when HOST names no address of this machine: a host name no resolver knows, or another machine's address. */
const FOREIGN_HOST = new Set(['ENOTFOUND', 'EADDRNOTAVAIL']);

async function listen(app: App, config: Config): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (!FOREIGN_HOST.has((error as { code?: string }).code ?? '')) throw error;
    throw new ConfigError([`HOST (${config.host}) is not an address of this machine to listen on: ${(error as Error).message}`]);
  }
}

export async function startServer(config: Config, options: { demo?: boolean } = {}): Promise<RunningServer> {
  await assertWritableFolders(writtenFolders(config));
  const services = await openServices(config);
  let app: App;
  try {
    if (options.demo) {
      const created = await ensureDemoTenant(services);
      if (created) console.log(`Created the demo tenant "${DEMO_TENANT}" (Demo GmbH) with every module enabled.`);
    }
    app = await buildApp(services);
    await listen(app, config);
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
