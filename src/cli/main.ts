import { inspect, parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { closeServices, openServices, poolOptions, provisioningOptions, tenantFiles, type Services } from '../services.js';
import { AppError, ValidationError } from '../platform/errors/errors.js';
import { migrateTenant } from '../platform/tenancy/tenant-migrations.js';
import { parseModuleList, provisionTenant, removeTenant } from '../platform/tenancy/provisioning.js';
import { diagnoseTenant, diagnosisTable } from '../platform/tenancy/doctor.js';
import { customDomainProblem, normalizeDomain } from '../platform/tenancy/domain-names.js';
import { backup, restore, TenantCopyError } from '../platform/tenancy/backup.js';
import { TenantDatabaseError, TenantMovingError } from '../platform/tenancy/tenant-databases.js';
import { abortMove, describeServer, moveTenant } from '../platform/tenancy/move.js';
import { sortModules, type ModuleId } from '../platform/access/modules.js';
import { assertUsableWorkspaceAdmin, createWorkspaceAdmin } from '../features/identity/workspace-admin.js';
import { createTerminal, listTerminals, revokeTerminal } from '../features/terminals/terminals.service.js';
import { closeMonth, reopenMonth } from '../features/payroll-periods/payroll-periods.service.js';
import { applyRetention } from '../features/retention/retention.service.js';

const USAGE = `Usage: stempel <command>

Commands:
  serve [--demo]                         start the HTTP server (--demo: create the demo tenant on first run)
  demo reset                             drop the demo tenant and build it anew for today (with the server stopped)
  migrate                                migrate the catalog and every tenant database
  backup --to DIR [--tenant SLUG]        copy every tenant (or one) with its catalog records while the server runs
  restore --from DIR [--tenant SLUG]     bring the tenants of a backup (or one) into this installation
  doctor                                 check every tenant database (present, integrity, migrations);
                                         prints a table, exits 1 when something is wrong
  tenant create <slug> [--name NAME] [--timezone Europe/Berlin] [--modules all|a,b,c]
                [--database-url postgres://host:5432/] [--admin-code CODE --admin-password PW]
  tenant list [--json]                   list tenants with modules, time zone, database and domains
  tenant modules <slug> [--enable a,b] [--disable c,d]
  tenant domains <slug> [--add host] [--remove host]
  tenant move <slug> --to postgres://host:5432/ [--drain-timeout SECONDS]
                                         move a tenant's database to another PostgreSQL server while the
                                         instances run (its requests answer 503 meanwhile; docs/deployment.md)
  tenant move <slug> --abort             end an interrupted move: drop the half copy, serve from the old server
  tenant delete <slug> --yes             remove a tenant and drop its database
  terminal create <tenant> --name NAME [--location LOCATION_ID]
                                         register a clocking terminal; prints its secret code once
  terminal list <tenant>                 terminals of a tenant (without codes)
  terminal revoke <tenant> <terminal-id> revoke a terminal; its code stops working at once
  payroll close <tenant> <YYYY-MM>       close a payroll month: snapshot every employee, lock writes in it
  payroll reopen <tenant> <YYYY-MM> --reason TEXT
                                         reopen a closed payroll month; the reason is kept in its history
  retention run [--tenant SLUG] [--dry-run]
                                         apply the retention policies now (every tenant, or one); prints
                                         per tenant and category what was deleted (--dry-run: would be)

Configuration comes from the environment (PORT, HOST, STEMPEL_DATA_DIR, STEMPEL_DATABASE_URL,
STEMPEL_BASE_DOMAIN, STEMPEL_REDIS_URL, STEMPEL_ERRORS_URL, LOG_LEVEL); see the README.`;

/** Where a command reads its configuration and writes its output; a process or a test. */
export interface CliIo {
  env: NodeJS.ProcessEnv | Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** Line-oriented writers over a CliIo, like console.log and console.error. */
interface Lines {
  out: (line: string) => void;
  err: (line: string) => void;
}

class UsageError extends Error {}

function isUsageError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'));
}

/**
 * A failure of the system around the command (a server out of reach, a folder that is a file, a
 * port taken): the operator needs its message, not the stack of where Node noticed it.
 */
function isSystemError(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && /^E[A-Z]+$/.test(code);
}

/** An error PostgreSQL sent (pg's DatabaseError: a role it does not know, a refused password, a full disk). */
function isPostgresError(error: unknown): error is Error {
  const { severity, code } = (error as { severity?: unknown; code?: unknown } | null) ?? {};
  return error instanceof Error && typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** An error SQLite raised on a file (corrupt, full, locked, unopenable). */
function isSqliteError(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && code.startsWith('SQLITE_');
}

/** Failures of the installation around the command, which its message alone explains to the operator. */
function environmentFailure(error: unknown): string | undefined {
  const known = [TenantDatabaseError, TenantMovingError, TenantCopyError].some((kind) => error instanceof kind);
  if (known || isSystemError(error)) return (error as Error).message;
  if (isPostgresError(error)) return `PostgreSQL: ${error.message}`;
  if (isSqliteError(error)) return `SQLite: ${error.message}`;
  return undefined;
}

/**
 * One line (or one per field) for the operator. Where Node noticed a failure matters only to a
 * developer: its stack and causes are shown at LOG_LEVEL=debug or trace.
 */
function describeError(error: unknown, config: Config | undefined): string {
  if (error instanceof ValidationError) {
    return Object.entries(error.fieldErrors)
      .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
      .join('\n');
  }
  if (error instanceof AppError || error instanceof ConfigError || isUsageError(error)) return (error as Error).message;
  if (config?.logLevel === 'debug' || config?.logLevel === 'trace') return inspect(error);
  const message = environmentFailure(error);
  if (message !== undefined) return message;
  return error instanceof Error ? `${error.name}: ${error.message} (LOG_LEVEL=debug shows where it happened)` : String(error);
}

async function withServices<T>(config: Config, work: (services: Services) => Promise<T>): Promise<T> {
  const services = await openServices(config, { logTo: 'stderr' });
  try {
    return await work(services);
  } finally {
    await closeServices(services);
  }
}

function oneSlug(positionals: string[], command: string): string {
  const slug = positionals[0];
  if (!slug || positionals.length > 1) throw new UsageError(`stempel tenant ${command} takes exactly one tenant slug`);
  return slug;
}

async function serve(config: Config, args: string[], io: Lines): Promise<number> {
  const { values } = parseArgs({ args, options: { demo: { type: 'boolean', default: false } } });
  // The HTTP server and the demo company load only for the commands that need them, so the
  // other commands start without Fastify, the routes and their schemas.
  const { startServer, stopOnSignals } = await import('../server.js');
  const { demoBanner } = await import('../demo/demo-tenant.js');
  const server = await startServer(config, { demo: values.demo });
  stopOnSignals(server, config.shutdownTimeoutMs);
  const lines = [
    '',
    `Stempel is listening on ${config.host}:${(server.app.server.address() as { port: number }).port}.`,
  ];
  if (values.demo) lines.push(...demoBanner(server.url));
  lines.push('');
  io.out(lines.join('\n'));
  return new Promise<number>(() => undefined);
}

async function migrate(config: Config, io: Lines): Promise<number> {
  return withServices(config, async (services) => {
    io.out('catalog: up to date');
    let failures = 0;
    for (const tenant of await services.catalog.list()) {
      try {
        // Opening a tenant migrates it; migrating explicitly reports what was applied.
        const applied = await services.tenants.withTenant(tenant.slug, ({ db }) => migrateTenant(db));
        io.out(`${tenant.slug}: up to date${applied.length ? ` (applied ${applied.join(', ')})` : ''}`);
      } catch (error) {
        failures++;
        io.err(`${tenant.slug}: FAILED ${describeError(error, config)}`);
      }
    }
    return failures === 0 ? 0 : 1;
  });
}

async function doctor(config: Config, io: Lines): Promise<number> {
  return withServices(config, async (services) => {
    // Opening the services reached and migrated the catalog; the tenants are checked without changing them.
    const tenants = await services.catalog.list();
    const rows = [];
    for (const tenant of tenants) rows.push(await diagnoseTenant(tenant));
    io.out(`catalog: ok (${services.catalog.location.kind})`);
    if (rows.length === 0) {
      io.out('No tenants yet.');
      return 0;
    }
    io.out(diagnosisTable(rows));
    const failing = rows.filter((row) => !row.ok).length;
    io.out(failing === 0 ? `All ${rows.length} tenants OK.` : `${failing} of ${rows.length} tenants need attention.`);
    return failing === 0 ? 0 : 1;
  });
}

async function backupCommand(config: Config, args: string[], io: Lines): Promise<number> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' }, tenant: { type: 'string' } } });
  if (!values.to) throw new UsageError('stempel backup needs --to DIR');
  return withServices(config, async (services) => {
    const manifest = await backup(services.catalog, values.to!, values.tenant);
    io.out(`Backed up ${manifest.tenants.length} tenant${manifest.tenants.length === 1 ? '' : 's'} to ${values.to}: ${manifest.tenants.map((t) => t.slug).join(', ') || 'none'}`);
    return 0;
  });
}

async function restoreCommand(config: Config, args: string[], io: Lines): Promise<number> {
  const { values } = parseArgs({ args, options: { from: { type: 'string' }, tenant: { type: 'string' } } });
  if (!values.from) throw new UsageError('stempel restore needs --from DIR');
  return withServices(config, async (services) => {
    // Each tenant is reported once it is in: a restore that stops at a damaged copy has said which are.
    await restore(services.catalog, values.from!, values.tenant, async (tenant) => {
      // Opening migrates a backup taken by older code to this code's schema.
      await services.tenants.withTenant(tenant.slug, async () => undefined);
      io.out(`Restored tenant ${tenant.slug}`);
    });
    return 0;
  });
}

async function tenantCreate(config: Config, args: string[], io: Lines): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      timezone: { type: 'string', default: 'Europe/Berlin' },
      modules: { type: 'string', default: 'all' },
      'database-url': { type: 'string' },
      'admin-code': { type: 'string' },
      'admin-password': { type: 'string' },
    },
  });
  const slug = oneSlug(positionals, 'create');
  if (Boolean(values['admin-code']) !== Boolean(values['admin-password'])) {
    throw new UsageError('--admin-code and --admin-password go together');
  }
  const modules = parseModuleList(values.modules);
  // Before the tenant is made: a refused password would leave it without an admin.
  if (values['admin-code'] && values['admin-password']) assertUsableWorkspaceAdmin({ code: values['admin-code'], password: values['admin-password'] });
  return withServices(config, async (services) => {
    const tenant = await provisionTenant(
      services.catalog,
      { slug, name: values.name, timezone: values.timezone, modules, databaseServer: values['database-url'] },
      poolOptions(config),
      provisioningOptions(config),
    );
    io.out(`Created tenant ${tenant.slug} (${tenant.name}, ${tenant.timezone}) with modules: ${tenant.modules.join(', ') || 'none'}`);
    if (values['admin-code'] && values['admin-password']) {
      await services.tenants.withTenant(slug, ({ db }) =>
        createWorkspaceAdmin(db, { code: values['admin-code']!, password: values['admin-password']! }),
      );
      io.out(`Created Workspace Admin with code ${values['admin-code']}`);
    }
    io.out(`Reach it at http://${slug}.${config.baseDomain}:${config.port}/rest/`);
    return 0;
  });
}

async function tenantList(config: Config, args: string[], io: Lines): Promise<number> {
  const { values } = parseArgs({ args, options: { json: { type: 'boolean', default: false } } });
  return withServices(config, async (services) => {
    const tenants = await services.catalog.list();
    if (values.json) {
      io.out(JSON.stringify(tenants.map(({ database, ...rest }) => ({ ...rest, database: database.kind === 'sqlite' ? database.file : database.database })), null, 2));
      return 0;
    }
    if (tenants.length === 0) {
      io.out('No tenants yet. Create one with: stempel tenant create <slug>');
      return 0;
    }
    for (const tenant of tenants) {
      const where =
        tenant.database.kind === 'sqlite' ? tenant.database.file : `postgres ${describeServer(tenant.database.serverUrl)}/${tenant.database.database}`;
      io.out(`${tenant.slug}\t${tenant.name}\t${tenant.timezone}\t${where}${tenant.moving ? '\t(moving)' : ''}`);
      io.out(`  modules: ${tenant.modules.join(', ') || 'none'}`);
      if (tenant.domains.length) io.out(`  domains: ${tenant.domains.join(', ')}`);
    }
    return 0;
  });
}

async function tenantModules(config: Config, args: string[], io: Lines): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { enable: { type: 'string', default: '' }, disable: { type: 'string', default: '' } },
  });
  const slug = oneSlug(positionals, 'modules');
  const enable = parseModuleList(values.enable);
  const disable = parseModuleList(values.disable);
  return withServices(config, async (services) => {
    const tenant = await services.catalog.findBySlug(slug);
    if (!tenant) throw new UsageError(`Unknown tenant: ${slug}`);
    const modules = new Set<ModuleId>(tenant.modules);
    for (const id of enable) modules.add(id);
    for (const id of disable) modules.delete(id);
    const sorted = sortModules(modules);
    await services.catalog.updateModules(slug, sorted);
    io.out(`${slug}: ${sorted.join(', ') || 'no modules'}`);
    return 0;
  });
}

async function tenantDomains(config: Config, args: string[], io: Lines): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { add: { type: 'string', multiple: true, default: [] }, remove: { type: 'string', multiple: true, default: [] } },
  });
  const slug = oneSlug(positionals, 'domains');
  return withServices(config, async (services) => {
    const tenant = await services.catalog.findBySlug(slug);
    if (!tenant) throw new UsageError(`Unknown tenant: ${slug}`);
    // Every domain is checked before the first is added: a refused one leaves the others unserved too.
    const hosts = new Set<string>();
    for (const domain of values.add) {
      const host = normalizeDomain(domain);
      if (customDomainProblem(host, config.baseDomain)) {
        throw new UsageError(`"${domain}" is not a custom domain (a host name outside ${config.baseDomain})`);
      }
      const verified = await services.catalog.findVerifiedDomain(host);
      if (verified) throw new UsageError(`${host} is already claimed by ${verified.tenant_id === tenant.id ? 'this tenant' : 'another tenant'}`);
      if (await services.catalog.domainClaimOf(tenant.id, host)) throw new UsageError(`${host} is already claimed by this tenant, pending its DNS check`);
      hosts.add(host);
    }
    // An operator vouches for the domains they add: they serve at once, without a DNS check.
    for (const host of hosts) await services.catalog.addDomain(tenant.id, host);
    for (const domain of values.remove) await services.catalog.removeDomain(tenant.id, normalizeDomain(domain));
    const domains = await services.catalog.domainsOf(tenant.id);
    const shown = domains.map((d) => (d.status === 'verified' ? d.domain : `${d.domain} (pending)`));
    io.out(`${slug}: ${shown.join(', ') || 'no custom domains'}`);
    return 0;
  });
}

async function tenantMove(config: Config, args: string[], io: Lines): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { to: { type: 'string' }, abort: { type: 'boolean', default: false }, 'drain-timeout': { type: 'string', default: '30' } },
  });
  const slug = oneSlug(positionals, 'move');
  if (values.abort === Boolean(values.to)) throw new UsageError('stempel tenant move needs either --to postgres://host:5432/ or --abort');
  const drainSeconds = Number(values['drain-timeout']);
  if (!Number.isFinite(drainSeconds) || drainSeconds < 0) throw new UsageError('--drain-timeout takes a number of seconds');
  return withServices(config, async (services) => {
    if (values.abort) {
      const aborted = await abortMove(services.catalog, slug);
      io.out(aborted ? `${slug}: the move was aborted; served from its old database again` : `${slug}: no move is under way`);
      return 0;
    }
    // Without Redis the other instances learn of the mark only when their cached record expires.
    const propagationMs = (services.broadcast?.live ? 0 : config.tenantCacheTtlMs) + 250;
    const abort = new AbortController();
    const stop = () => abort.abort(new Error('The move was interrupted'));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    try {
      const result = await moveTenant(services.catalog, slug, values.to!, {
        propagationMs,
        drainTimeoutMs: drainSeconds * 1_000,
        progress: io.out,
        signal: abort.signal,
      });
      io.out(`Moved ${slug} from ${result.from} to ${result.to} (${result.tables} tables, ${result.rows} rows)${result.oldDatabaseDropped ? ' and dropped the old database' : ''}`);
      return 0;
    } finally {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    }
  });
}

async function tenantDelete(config: Config, args: string[], io: Lines): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { yes: { type: 'boolean', default: false } } });
  const slug = oneSlug(positionals, 'delete');
  if (!values.yes) throw new UsageError(`This drops every record of ${slug}. Repeat with --yes to confirm.`);
  return withServices(config, async (services) => {
    const removed = await removeTenant(services.catalog, slug, tenantFiles(services));
    if (!removed) throw new UsageError(`Unknown tenant: ${slug}`);
    const files = (count: number, kind: string) => `${count} ${kind} file${count === 1 ? '' : 's'}`;
    io.out(`Deleted tenant ${slug}, its database, ${files(removed.objects, 'stored')} and ${files(removed.exportFiles, 'export')}`);
    return 0;
  });
}

async function terminalCommand(config: Config, args: string[], io: Lines): Promise<number> {
  const [sub, ...rest] = args;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { name: { type: 'string' }, location: { type: 'string' } },
  });
  const slug = positionals[0];
  if (!slug) throw new UsageError('stempel terminal <create|list|revoke> needs a tenant slug');
  return withServices(config, async (services) => {
    if (!(await services.catalog.findBySlug(slug))) throw new UsageError(`Unknown tenant: ${slug}`);
    return services.tenants.withTenant(slug, async ({ db }) => {
      if (sub === 'create') {
        if (!values.name?.trim()) throw new UsageError('stempel terminal create needs --name');
        const { terminal, code } = await createTerminal(db, { name: values.name, location_id: values.location ?? null });
        io.out(`Registered terminal ${terminal.name} (${terminal.id}).`);
        io.out(`Its code, shown only now: ${code}`);
        io.out(`It clocks with: POST http://${slug}.${config.baseDomain}:${config.port}/rest/terminal/<code>`);
        return 0;
      }
      if (sub === 'list') {
        const terminals = await listTerminals(db);
        if (terminals.length === 0) io.out('No terminals yet.');
        for (const t of terminals) io.out(`${t.id}\t${t.name}\tlast used ${t.last_used_at ?? 'never'}`);
        return 0;
      }
      if (sub === 'revoke') {
        const id = positionals[1];
        if (!id) throw new UsageError('stempel terminal revoke needs the terminal id');
        await revokeTerminal(db, id);
        io.out(`Revoked terminal ${id}.`);
        return 0;
      }
      throw new UsageError(`Unknown terminal command "${sub ?? ''}". Known: create, list, revoke`);
    });
  });
}

async function payrollCommand(config: Config, args: string[], io: Lines): Promise<number> {
  const [sub, ...rest] = args;
  const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { reason: { type: 'string' } } });
  const [slug, period] = positionals;
  if ((sub !== 'close' && sub !== 'reopen') || !slug || !period || positionals.length > 2) {
    throw new UsageError('Usage: stempel payroll close <tenant> <YYYY-MM> | stempel payroll reopen <tenant> <YYYY-MM> --reason TEXT');
  }
  if (sub === 'reopen' && !values.reason?.trim()) throw new UsageError('stempel payroll reopen needs --reason');
  return withServices(config, async (services) => {
    if (!(await services.catalog.findBySlug(slug))) throw new UsageError(`Unknown tenant: ${slug}`);
    return services.tenants.withTenant(slug, async ({ db, tenant }) => {
      if (sub === 'close') {
        const month = await closeMonth(db, tenant, period, null);
        io.out(`Closed ${slug} ${month.period}: ${month.employees ?? 0} employees in the snapshot.`);
      } else {
        const month = await reopenMonth(db, tenant, period, null, values.reason!, { exportDir: config.exportDir });
        io.out(`Reopened ${slug} ${month.period}.`);
      }
      return 0;
    });
  });
}

async function retentionCommand(config: Config, args: string[], io: Lines): Promise<number> {
  const [sub, ...rest] = args;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { tenant: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  });
  if (sub !== 'run' || positionals.length > 0) throw new UsageError('Usage: stempel retention run [--tenant SLUG] [--dry-run]');
  const dryRun = values['dry-run'];
  return withServices(config, async (services) => {
    const slugs = values.tenant ? [values.tenant] : (await services.catalog.list()).map((tenant) => tenant.slug);
    if (values.tenant && !(await services.catalog.findBySlug(values.tenant))) throw new UsageError(`Unknown tenant: ${values.tenant}`);
    // One tenant that cannot be opened (moving, its server down) does not keep the others' data past its time.
    let failures = 0;
    for (const slug of slugs) {
      let outcomes;
      try {
        outcomes = await services.tenants.withTenant(slug, ({ db, tenant }) => applyRetention(db, tenant, { dryRun, exportDir: config.exportDir, storage: services.storage }));
      } catch (error) {
        failures++;
        io.err(`${slug}: FAILED ${describeError(error, config)}`);
        continue;
      }
      io.out(`${slug}: ${dryRun ? 'dry run, nothing deleted; would delete' : 'deleted'}`);
      for (const outcome of outcomes) {
        const tables = Object.entries(outcome.tables).filter(([, count]) => count > 0);
        const detail = tables.length > 0 ? ` (${tables.map(([table, count]) => `${table} ${count}`).join(', ')})` : '';
        io.out(`  ${outcome.category}: ${outcome.total}${detail}`);
      }
    }
    return failures === 0 ? 0 : 1;
  });
}

/** `stempel demo reset`: run while the server is stopped; a running one would keep serving the old handle's data until it notices. */
async function demoCommand(config: Config, args: string[], io: Lines): Promise<number> {
  if (args.length !== 1 || args[0] !== 'reset') throw new UsageError('Usage: stempel demo reset');
  const { demoBanner, resetDemoTenant } = await import('../demo/demo-tenant.js');
  return withServices(config, async (services) => {
    const summary = await resetDemoTenant(services);
    io.out(`Rebuilt the demo tenant: ${summary.employees} people, clock events from ${summary.historyFrom}, ${summary.closedPeriod} closed, roster ${summary.roster.from} to ${summary.roster.to}.`);
    io.out(demoBanner(`http://demo.${config.baseDomain}:${config.port}`).join('\n'));
    return 0;
  });
}

const TENANT_COMMANDS: Record<string, (config: Config, args: string[], io: Lines) => Promise<number>> = {
  create: tenantCreate,
  list: tenantList,
  modules: tenantModules,
  domains: tenantDomains,
  move: tenantMove,
  delete: tenantDelete,
};

/**
 * Runs one CLI command and resolves to its exit code. `bin/stempel.mjs` calls it
 * with the process's environment and streams; `serve` never resolves.
 */
export async function runCli(argv: string[], cli: CliIo): Promise<number> {
  const io: Lines = { out: (line) => cli.stdout(`${line}\n`), err: (line) => cli.stderr(`${line}\n`) };
  const [command, ...rest] = argv;
  if (!command) {
    io.err(USAGE);
    return 2;
  }
  if (command === 'help' || command === '--help' || command === '-h') {
    io.out(USAGE);
    return 0;
  }
  let config: Config | undefined;
  try {
    config = loadConfig(cli.env);
    if (command === 'serve') return await serve(config, rest, io);
    if (command === 'migrate') return await migrate(config, io);
    if (command === 'doctor') return await doctor(config, io);
    if (command === 'backup') return await backupCommand(config, rest, io);
    if (command === 'restore') return await restoreCommand(config, rest, io);
    if (command === 'tenant') {
      const [sub, ...args] = rest;
      const handler = sub ? TENANT_COMMANDS[sub] : undefined;
      if (!handler) throw new UsageError(`Unknown tenant command "${sub ?? ''}". Known: ${Object.keys(TENANT_COMMANDS).join(', ')}`);
      return await handler(config, args, io);
    }
    if (command === 'terminal') return await terminalCommand(config, rest, io);
    if (command === 'payroll') return await payrollCommand(config, rest, io);
    if (command === 'retention') return await retentionCommand(config, rest, io);
    if (command === 'demo') return await demoCommand(config, rest, io);
    throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  } catch (error) {
    io.err(`stempel: ${describeError(error, config)}`);
    return isUsageError(error) || error instanceof ConfigError || error instanceof AppError ? 2 : 1;
  }
}

