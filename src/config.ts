import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Everything the service reads from the environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… for a PostgreSQL catalog and tenant databases; undefined for embedded SQLite. */
  databaseUrl: string | undefined;
  baseDomain: string;
  redisUrl: string | undefined;
  /** How long one Redis counter command may take before the instance counts in memory instead. */
  redisTimeoutMs: number;
  errorsUrl: string;
  /** Bearer token GET /metrics requires (STEMPEL_METRICS_TOKEN); unset: /metrics answers 404. */
  metricsToken: string | undefined;
  logLevel: LogLevel;
  /** How many tenant database handles stay open at once. */
  tenantCacheSize: number;
  /** How long a cached tenant record (modules, time zone) is trusted before it is read again. */
  tenantCacheTtlMs: number;
  /** Connections per tenant PostgreSQL pool; kept small because there are many pools. */
  pgPoolMax: number;
  pgIdleTimeoutMs: number;
  /** Prepare the hot queries once per PostgreSQL connection; off behind a pooler that cannot keep prepared statements. */
  pgNamedStatements: boolean;
  /**
   * Connections this instance may hold to one PostgreSQL server, over all tenant pools
   * (STEMPEL_PG_CONNECTIONS). Undefined: the server's max_connections less the reserve,
   * divided by the number of instances.
   */
  pgConnections: number | undefined;
  /** Connections of a server left to the catalog, superusers, backups and maintenance. */
  pgReservedConnections: number;
  /** How many Stempel instances share each PostgreSQL server (for the derived budget). */
  instances: number;
  /** How long a request waits for a free connection before it answers 503. */
  pgQueueTimeoutMs: number;
  /** A migrated PostgreSQL database that new tenant databases are copied from (STEMPEL_PG_TEMPLATE). */
  pgTenantTemplate: string | undefined;
  /** General request budget per client address and tenant, per minute. */
  rateLimitPerMinute: number;
  /** Milliseconds a graceful shutdown waits for in-flight requests. */
  shutdownTimeoutMs: number;
  /**
   * Milliseconds a request may take to arrive in full, head and body (STEMPEL_REQUEST_TIMEOUT_MS);
   * a slower client's connection is closed. A request holds its tenant's database from its
   * head on, so without a bound a client that never finishes its body kept one open for good.
   */
  requestTimeoutMs: number;
  /** Lifetime of a bearer token from POST /rest/login. */
  tokenTtlMinutes: number;
  /** Failed logins per tenant and code within the login window before a lockout. */
  loginFailuresPerCode: number;
  /** Failed logins per tenant and client address within the login window before a lockout. */
  loginFailuresPerAddress: number;
  /** Failures of one code from all addresses together before it is locked for unknown addresses. */
  loginFailuresPerCodeCeiling: number;
  loginWindowMs: number;
  /** Requests per access token per minute. */
  tokenRateLimitPerMinute: number;
  /** Record every /rest request in the tenant's audit log. */
  auditEnabled: boolean;
  /** Every answer checked against its route's response schema before it is written (development and tests). */
  checkAnswers: boolean;
  auditRetentionDays: number;
  /** Request and response bodies longer than this are stored truncated, with a marker. */
  auditMaxBodyBytes: number;
  /** How often the buffered audit records of reads and refused requests are written; the most of them a crash can lose. */
  auditFlushMs: number;
  /** How far in the future a clock event's occurred_at may lie (clock skew of terminals and phones). */
  clockMaxSkewMs: number;
  /** How old an event buffered offline by a terminal may be when it arrives. */
  clockOfflineWindowHours: number;
  /** Push delivery: `log` (embedded default, writes the push to the log) or `fcm`. */
  pushProvider: 'log' | 'fcm';
  /** Google service-account JSON file for FCM HTTP v1. */
  fcmServiceAccountFile: string | undefined;
  /** FCM endpoint override (a proxy); defaults to Google's. */
  fcmEndpoint: string | undefined;
  /** eAU retrieval: unset keeps the manual provider (HR enters certificates); a URL selects the HTTP provider. */
  eauProviderUrl: string | undefined;
  /**
   * The proxies (addresses or CIDR ranges) whose X-Forwarded-* headers are believed; false
   * trusts none. Naming them keeps a client from choosing its own address for the rate limits.
   */
  trustProxy: false | string[];
  /** Browser origins allowed to call the API across origins (besides the tenant's custom domains). */
  corsOrigins: string[];
  /** Where export and payroll transfer files are written, one folder per tenant (STEMPEL_EXPORT_DIR, default <data dir>/exports). */
  exportDir: string;
  /**
   * Lets outbound deliveries (the payroll transfer endpoint) reach loopback, private and
   * link-local addresses; off in production so a tenant cannot aim the server at its own network.
   */
  outboundAllowPrivate: boolean;
  /** Where uploaded documents are kept: a local directory (default) or an S3-compatible bucket. */
  storage: StorageConfig;
  /** The largest document an upload may carry (STEMPEL_DOCUMENT_MAX_BYTES, default 20 MiB); larger is a 413. */
  documentMaxBytes: number;
  /**
   * Lets webhook subscriptions use http:// and reach loopback, private, link-local and
   * metadata addresses (STEMPEL_WEBHOOKS_ALLOW_PRIVATE); for development and tests only.
   */
  webhooksAllowPrivate: boolean;
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function isAddressOrRange(text: string): boolean {
  const [address, bits, extra] = text.split('/');
  if (extra !== undefined || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const value = Number(bits);
  return /^\d+$/.test(bits) && value <= (family === 4 ? 32 : 128);
}

/** A name the operating system can look up: labels of letters, digits and inner hyphens; digits and dots alone are a mistyped IPv4 address. */
const HOST_NAME = /^(?![\d.]+$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/**
 * The folders Stempel writes to (the data directory, exports, stored documents) must be folders it
 * can write: a path that is a file or lies in a read-only place stops the command, as a bad
 * setting does, naming the setting instead of failing later with a message that names none. A
 * folder below one found unusable is not named again: the setting to fix is the outer one.
 */
export async function assertWritableFolders(folders: ReadonlyArray<readonly [setting: string, folder: string]>): Promise<void> {
  const problems: string[] = [];
  const unusable: string[] = [];
  for (const [setting, folder] of folders) {
    if (unusable.some((outer) => `${folder}${path.sep}`.startsWith(`${outer}${path.sep}`))) continue;
    try {
      await fs.promises.mkdir(folder, { recursive: true });
      await fs.promises.access(folder, fs.constants.W_OK);
    } catch (error) {
      unusable.push(folder);
      problems.push(`${setting} (${folder}) is not a folder the server can write: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const metricsToken = (): string | undefined => {
    const raw = read('STEMPEL_METRICS_TOKEN');
    if (raw !== undefined && raw.length < 16) problems.push('STEMPEL_METRICS_TOKEN must be at least 16 characters long');
    return raw;
  };
  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = read(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${parsed.protocol}//…"`);
        return undefined;
      }
      return raw;
    } catch {
      problems.push(`${name} is not a valid URL`);
      return undefined;
    }
  };

  const port = integer('PORT', 3000, 0, 65535);
  const host = read('HOST') ?? '0.0.0.0';
  if (net.isIP(host) === 0 && !HOST_NAME.test(host)) {
    problems.push(`HOST must be an address of this machine such as 0.0.0.0, :: or 127.0.0.1, or a host name such as localhost, got "${host}"`);
  }
  const baseDomain = (read('STEMPEL_BASE_DOMAIN') ?? 'localhost').toLowerCase();
  if (!/^[a-z0-9.-]+$/.test(baseDomain) || baseDomain.startsWith('.') || baseDomain.endsWith('.')) {
    problems.push(`STEMPEL_BASE_DOMAIN must be a host name such as stempel.example, got "${baseDomain}"`);
  }
  const logLevel = (read('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const flag = (name: string, fallback = false): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false, got "${raw}"`);
    return false;
  };
  const pushProvider = read('STEMPEL_PUSH_PROVIDER') ?? 'log';
  if (pushProvider !== 'log' && pushProvider !== 'fcm') problems.push(`STEMPEL_PUSH_PROVIDER must be log or fcm, got "${pushProvider}"`);
  if (pushProvider === 'fcm' && !read('STEMPEL_FCM_SERVICE_ACCOUNT')) {
    problems.push('STEMPEL_PUSH_PROVIDER=fcm needs STEMPEL_FCM_SERVICE_ACCOUNT, the path of a service-account JSON file');
  }
  const errorsUrl = url('STEMPEL_ERRORS_URL', ['http:', 'https:']) ?? `http://${baseDomain}:${port}/errors`;
  const list = (name: string): string[] => (read(name) ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  const trustedProxies = (): false | string[] => {
    const raw = read('STEMPEL_TRUST_PROXY');
    if (raw === undefined || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
    const proxies = list('STEMPEL_TRUST_PROXY');
    const bad = proxies.filter((p) => !isAddressOrRange(p));
    if (bad.length > 0 || proxies.length === 0) {
      problems.push(`STEMPEL_TRUST_PROXY must list the proxies' addresses or CIDR ranges (e.g. 10.0.0.5,10.1.0.0/16), got "${raw}"`);
      return false;
    }
    return proxies;
  };
  const corsOrigins = list('STEMPEL_CORS_ORIGINS');
  for (const origin of corsOrigins) {
    let valid = false;
    try {
      const parsed = new URL(origin);
      valid = (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === origin;
    } catch {
      valid = false;
    }
    if (!valid) problems.push(`STEMPEL_CORS_ORIGINS must list origins such as https://app.example.com (scheme, host, optional port; no path), got "${origin}"`);
  }

  const dataDir = path.resolve(read('STEMPEL_DATA_DIR') ?? './data');
  const storage = (): StorageConfig => {
    const kind = read('STEMPEL_STORAGE') ?? 'local';
    if (kind === 's3') {
      const bucket = read('STEMPEL_S3_BUCKET');
      if (!bucket) problems.push('STEMPEL_STORAGE=s3 needs STEMPEL_S3_BUCKET, the bucket documents are kept in');
      const accessKeyId = read('STEMPEL_S3_ACCESS_KEY_ID');
      const secretAccessKey = read('STEMPEL_S3_SECRET_ACCESS_KEY');
      if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
        problems.push('STEMPEL_S3_ACCESS_KEY_ID and STEMPEL_S3_SECRET_ACCESS_KEY are set together or not at all (then the SDK finds credentials itself)');
      }
      return {
        kind,
        bucket: bucket ?? '',
        endpoint: url('STEMPEL_S3_ENDPOINT', ['http:', 'https:']),
        region: read('STEMPEL_S3_REGION') ?? 'us-east-1',
        accessKeyId,
        secretAccessKey,
        forcePathStyle: flag('STEMPEL_S3_FORCE_PATH_STYLE'),
      };
    }
    if (kind !== 'local') problems.push(`STEMPEL_STORAGE must be local or s3, got "${kind}"`);
    return { kind: 'local', dir: path.resolve(read('STEMPEL_STORAGE_DIR') ?? path.join(dataDir, 'storage')) };
  };
  const config: Config = {
    port,
    host,
    dataDir,
    exportDir: path.resolve(read('STEMPEL_EXPORT_DIR') ?? path.join(dataDir, 'exports')),
    outboundAllowPrivate: flag('STEMPEL_OUTBOUND_ALLOW_PRIVATE'),
    storage: storage(),
    documentMaxBytes: integer('STEMPEL_DOCUMENT_MAX_BYTES', 20 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    webhooksAllowPrivate: flag('STEMPEL_WEBHOOKS_ALLOW_PRIVATE'),
    databaseUrl: url('STEMPEL_DATABASE_URL', ['postgres:', 'postgresql:']),
    baseDomain,
    redisUrl: url('STEMPEL_REDIS_URL', ['redis:', 'rediss:']),
    metricsToken: metricsToken(),
    redisTimeoutMs: integer('STEMPEL_REDIS_TIMEOUT_MS', 250, 10, 10_000),
    errorsUrl,
    logLevel,
    tenantCacheSize: integer('STEMPEL_TENANT_CACHE_SIZE', 500, 1, 1_000_000),
    tenantCacheTtlMs: integer('STEMPEL_TENANT_CACHE_TTL_MS', 5_000, 0, 86_400_000),
    pgPoolMax: integer('STEMPEL_PG_POOL_MAX', 3, 1, 100),
    pgIdleTimeoutMs: integer('STEMPEL_PG_IDLE_TIMEOUT_MS', 10_000, 100, 3_600_000),
    pgNamedStatements: flag('STEMPEL_PG_NAMED_STATEMENTS', true),
    pgConnections: read('STEMPEL_PG_CONNECTIONS') === undefined ? undefined : integer('STEMPEL_PG_CONNECTIONS', 1, 1, 100_000),
    pgReservedConnections: integer('STEMPEL_PG_RESERVED_CONNECTIONS', 10, 0, 100_000),
    instances: integer('STEMPEL_INSTANCES', 1, 1, 1_000),
    pgQueueTimeoutMs: integer('STEMPEL_PG_QUEUE_TIMEOUT_MS', 2_000, 0, 60_000),
    pgTenantTemplate: read('STEMPEL_PG_TEMPLATE'),
    rateLimitPerMinute: integer('STEMPEL_RATE_LIMIT_PER_MINUTE', 1200, 1, 10_000_000),
    shutdownTimeoutMs: integer('STEMPEL_SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    requestTimeoutMs: integer('STEMPEL_REQUEST_TIMEOUT_MS', 120_000, 1_000, 3_600_000),
    trustProxy: trustedProxies(),
    corsOrigins,
    auditEnabled: flag('STEMPEL_AUDIT', true),
    checkAnswers: flag('STEMPEL_CHECK_ANSWERS', false),
    auditRetentionDays: integer('STEMPEL_AUDIT_RETENTION_DAYS', 90, 1, 36_500),
    auditMaxBodyBytes: integer('STEMPEL_AUDIT_MAX_BODY_BYTES', 16_384, 256, 10_485_760),
    auditFlushMs: integer('STEMPEL_AUDIT_FLUSH_MS', 250, 10, 60_000),
    pushProvider: pushProvider as 'log' | 'fcm',
    fcmServiceAccountFile: read('STEMPEL_FCM_SERVICE_ACCOUNT'),
    fcmEndpoint: url('STEMPEL_FCM_ENDPOINT', ['http:', 'https:']),
    eauProviderUrl: url('STEMPEL_EAU_PROVIDER_URL', ['http:', 'https:']),
    clockMaxSkewMs: integer('STEMPEL_CLOCK_MAX_SKEW_MS', 120_000, 0, 3_600_000),
    clockOfflineWindowHours: integer('STEMPEL_CLOCK_OFFLINE_WINDOW_HOURS', 72, 1, 24 * 90),
    tokenTtlMinutes: integer('STEMPEL_TOKEN_TTL_MINUTES', 720, 1, 525_600),
    loginFailuresPerCode: integer('STEMPEL_LOGIN_FAILURES_PER_CODE', 5, 1, 1000),
    loginFailuresPerAddress: integer('STEMPEL_LOGIN_FAILURES_PER_ADDRESS', 30, 1, 100_000),
    loginFailuresPerCodeCeiling: integer('STEMPEL_LOGIN_FAILURES_PER_CODE_CEILING', 100, 1, 1_000_000),
    loginWindowMs: integer('STEMPEL_LOGIN_WINDOW_MS', 15 * 60_000, 1000, 86_400_000),
    tokenRateLimitPerMinute: integer('STEMPEL_TOKEN_RATE_LIMIT_PER_MINUTE', 600, 1, 10_000_000),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
