import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertWritableFolders, ConfigError, LOG_LEVELS, loadConfig } from './config.js';

type Env = Record<string, string | undefined>;

/** The problems loadConfig reports for an environment, or [] when it loads. */
function problemsOf(env: Env): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

describe('loadConfig', () => {
  describe('defaults for an empty environment', () => {
    const config = loadConfig({});

    it('listens on port 3000 on all interfaces', () => {
      expect(config.port).toBe(3000);
      expect(config.host).toBe('0.0.0.0');
    });

    it('uses localhost as the base domain', () => {
      expect(config.baseDomain).toBe('localhost');
    });

    it('resolves the data directory to an absolute ./data', () => {
      expect(path.isAbsolute(config.dataDir)).toBe(true);
      expect(config.dataDir).toBe(path.resolve('./data'));
    });

    it('derives the errors URL from base domain and port', () => {
      expect(config.errorsUrl).toBe('http://localhost:3000/errors');
    });

    it('uses embedded SQLite and in-memory counters', () => {
      expect(config.databaseUrl).toBeUndefined();
      expect(config.redisUrl).toBeUndefined();
    });

    it('has the documented numeric and flag defaults', () => {
      expect(config).toMatchObject({
        logLevel: 'info',
        tenantCacheSize: 500,
        tenantCacheTtlMs: 5_000,
        pgPoolMax: 3,
        pgIdleTimeoutMs: 10_000,
        pgNamedStatements: true,
        pgConnections: undefined,
        pgReservedConnections: 10,
        instances: 1,
        pgQueueTimeoutMs: 2_000,
        rateLimitPerMinute: 1200,
        shutdownTimeoutMs: 10_000,
        trustProxy: false,
        corsOrigins: [],
        tokenTtlMinutes: 720,
        loginFailuresPerCode: 5,
        loginFailuresPerAddress: 30,
        loginFailuresPerCodeCeiling: 100,
        loginWindowMs: 15 * 60_000,
        tokenRateLimitPerMinute: 600,
      });
    });
  });

  it('treats empty and blank values as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '   ', STEMPEL_DATABASE_URL: '', STEMPEL_TRUST_PROXY: ' ' })).toEqual(loadConfig({}));
  });

  it('trims values', () => {
    const config = loadConfig({ PORT: ' 8080 ', HOST: ' 127.0.0.1 ', LOG_LEVEL: ' debug ' });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.logLevel).toBe('debug');
  });

  describe('errors URL', () => {
    it('follows STEMPEL_BASE_DOMAIN and PORT', () => {
      expect(loadConfig({ STEMPEL_BASE_DOMAIN: 'stempel.example', PORT: '8080' }).errorsUrl).toBe(
        'http://stempel.example:8080/errors',
      );
    });

    it('lowercases the base domain', () => {
      const config = loadConfig({ STEMPEL_BASE_DOMAIN: 'Stempel.Example' });
      expect(config.baseDomain).toBe('stempel.example');
      expect(config.errorsUrl).toBe('http://stempel.example:3000/errors');
    });

    it('takes STEMPEL_ERRORS_URL as given', () => {
      expect(loadConfig({ STEMPEL_ERRORS_URL: 'https://docs.stempel.example/errors', PORT: '8080' }).errorsUrl).toBe(
        'https://docs.stempel.example/errors',
      );
    });

    it('accepts an http errors URL', () => {
      expect(loadConfig({ STEMPEL_ERRORS_URL: 'http://x.example/e' }).errorsUrl).toBe('http://x.example/e');
    });
  });

  describe('PORT', () => {
    it.each([
      ['0', 0],
      ['1', 1],
      ['80', 80],
      ['65535', 65535],
      ['007', 7],
    ])('accepts %s', (raw, port) => {
      expect(loadConfig({ PORT: raw }).port).toBe(port);
    });

    it.each(['abc', '65536', '70000', '-1', '3.5', '1e3', '0x50', '+80', '80 80', 'NaN'])('rejects %s', (raw) => {
      expect(problemsOf({ PORT: raw })).toEqual([`PORT must be a whole number from 0 to 65535, got "${raw}"`]);
    });
  });

  describe('HOST', () => {
    it.each(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost', 'stempel-01.internal.example', 'LOCALHOST'])('accepts %s', (host) => {
      expect(loadConfig({ HOST: host }).host).toBe(host);
    });

    it.each(['not a host', 'localhost:3000', 'http://localhost', '[::1]', '-stempel', 'stempel.', 'stempel_01', '999.1.1.1.1 ', '300.1.2.3'])('rejects %j, naming HOST', (host) => {
      expect(problemsOf({ HOST: host })).toEqual([
        `HOST must be an address of this machine such as 0.0.0.0, :: or 127.0.0.1, or a host name such as localhost, got "${host.trim()}"`,
      ]);
    });
  });

  describe('LOG_LEVEL', () => {
    it.each(LOG_LEVELS.map((level) => [level]))('accepts %s', (level) => {
      expect(loadConfig({ LOG_LEVEL: level }).logLevel).toBe(level);
    });

    it('rejects an unknown level and lists the known ones', () => {
      expect(problemsOf({ LOG_LEVEL: 'loud' })).toEqual([
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      ]);
    });
  });

  describe('STEMPEL_BASE_DOMAIN', () => {
    it.each(['localhost', 'stempel.example', 'a-b.example.com', '127.0.0.1'])('accepts %s', (domain) => {
      expect(loadConfig({ STEMPEL_BASE_DOMAIN: domain }).baseDomain).toBe(domain);
    });

    it.each(['.stempel.example', 'stempel.example.', 'stempel example', 'stempel.example:3000', 'https://stempel.example', 'stempel_example'])(
      'rejects %s',
      (domain) => {
        expect(problemsOf({ STEMPEL_BASE_DOMAIN: domain })).toEqual([
          `STEMPEL_BASE_DOMAIN must be a host name such as stempel.example, got "${domain.toLowerCase()}"`,
        ]);
      },
    );
  });

  describe('STEMPEL_DATABASE_URL', () => {
    it.each(['postgres://user:secret@db.example:5432/stempel', 'postgresql://localhost/stempel', 'postgres://localhost'])(
      'accepts %s',
      (url) => {
        expect(loadConfig({ STEMPEL_DATABASE_URL: url }).databaseUrl).toBe(url);
      },
    );

    it('rejects another database and names only the protocol', () => {
      expect(problemsOf({ STEMPEL_DATABASE_URL: 'mysql://x' })).toEqual([
        'STEMPEL_DATABASE_URL must start with postgres:// or postgresql://, got "mysql://…"',
      ]);
    });

    it('does not echo credentials of a rejected URL', () => {
      const [problem] = problemsOf({ STEMPEL_DATABASE_URL: 'mysql://root:hunter2@db/x' });
      expect(problem).toBeDefined();
      expect(problem).not.toContain('hunter2');
    });

    it('rejects a value that is not a URL', () => {
      expect(problemsOf({ STEMPEL_DATABASE_URL: 'localhost:5432' })).toHaveLength(1);
      expect(problemsOf({ STEMPEL_DATABASE_URL: 'just text' })).toEqual(['STEMPEL_DATABASE_URL is not a valid URL']);
    });
  });

  describe('STEMPEL_REDIS_URL', () => {
    it.each(['redis://localhost:6379', 'rediss://user:pw@cache.example:6380/0', 'redis://cache'])('accepts %s', (url) => {
      expect(loadConfig({ STEMPEL_REDIS_URL: url }).redisUrl).toBe(url);
    });

    it('rejects http://', () => {
      expect(problemsOf({ STEMPEL_REDIS_URL: 'http://x' })).toEqual([
        'STEMPEL_REDIS_URL must start with redis:// or rediss://, got "http://…"',
      ]);
    });
  });

  describe('STEMPEL_ERRORS_URL', () => {
    it('rejects a value that is not a URL', () => {
      expect(problemsOf({ STEMPEL_ERRORS_URL: 'not a url' })).toEqual(['STEMPEL_ERRORS_URL is not a valid URL']);
    });

    it('rejects a non-http protocol', () => {
      expect(problemsOf({ STEMPEL_ERRORS_URL: 'ftp://x/errors' })).toEqual([
        'STEMPEL_ERRORS_URL must start with http:// or https://, got "ftp://…"',
      ]);
    });
  });

  describe('STEMPEL_TRUST_PROXY', () => {
    it.each([
      ['10.0.0.5', ['10.0.0.5']],
      ['10.0.0.5, 10.1.0.0/16', ['10.0.0.5', '10.1.0.0/16']],
      ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ])('reads %s as the trusted proxies', (raw, proxies) => {
      expect(loadConfig({ STEMPEL_TRUST_PROXY: raw }).trustProxy).toEqual(proxies);
    });

    it.each(['0', 'false', 'False', 'no', 'off'])('reads %s as false', (raw) => {
      expect(loadConfig({ STEMPEL_TRUST_PROXY: raw }).trustProxy).toBe(false);
    });

    it.each(['true', 'yes', 'maybe', '10.0.0.300', '10.0.0.0/33', 'proxy.internal'])('rejects %s: the proxies must be named', (raw) => {
      expect(problemsOf({ STEMPEL_TRUST_PROXY: raw })).toEqual([
        `STEMPEL_TRUST_PROXY must list the proxies' addresses or CIDR ranges (e.g. 10.0.0.5,10.1.0.0/16), got "${raw}"`,
      ]);
    });
  });

  describe('STEMPEL_PG_NAMED_STATEMENTS', () => {
    it('is on by default and switched off by false, as behind a pooler that cannot keep prepared statements', () => {
      expect(loadConfig({ STEMPEL_PG_NAMED_STATEMENTS: 'false' }).pgNamedStatements).toBe(false);
      expect(loadConfig({ STEMPEL_PG_NAMED_STATEMENTS: 'on' }).pgNamedStatements).toBe(true);
      expect(problemsOf({ STEMPEL_PG_NAMED_STATEMENTS: 'sometimes' })).toEqual(['STEMPEL_PG_NAMED_STATEMENTS must be true or false, got "sometimes"']);
    });
  });

  describe('STEMPEL_CORS_ORIGINS', () => {
    it('is empty by default and reads a list of origins', () => {
      expect(loadConfig({}).corsOrigins).toEqual([]);
      expect(loadConfig({ STEMPEL_CORS_ORIGINS: 'https://app.example.com, http://localhost:5173' }).corsOrigins).toEqual([
        'https://app.example.com',
        'http://localhost:5173',
      ]);
    });

    it.each(['app.example.com', 'https://app.example.com/', 'https://app.example.com/path', 'ftp://x'])('rejects %s', (raw) => {
      expect(problemsOf({ STEMPEL_CORS_ORIGINS: raw })[0]).toContain('STEMPEL_CORS_ORIGINS must list origins');
    });
  });

  describe('document storage', () => {
    it('keeps documents below the data directory by default, at most 20 MiB each', () => {
      const config = loadConfig({ STEMPEL_DATA_DIR: '/srv/stempel' });
      expect(config.storage).toEqual({ kind: 'local', dir: path.resolve('/srv/stempel/storage') });
      expect(config.documentMaxBytes).toBe(20 * 1024 * 1024);
      expect(loadConfig({ STEMPEL_STORAGE_DIR: '/mnt/files' }).storage).toEqual({ kind: 'local', dir: path.resolve('/mnt/files') });
    });

    it('reads an S3-compatible bucket', () => {
      const config = loadConfig({
        STEMPEL_STORAGE: 's3',
        STEMPEL_S3_BUCKET: 'personalakten',
        STEMPEL_S3_ENDPOINT: 'https://s3.example.net',
        STEMPEL_S3_REGION: 'eu-central-1',
        STEMPEL_S3_ACCESS_KEY_ID: 'key',
        STEMPEL_S3_SECRET_ACCESS_KEY: 'secret',
        STEMPEL_S3_FORCE_PATH_STYLE: 'true',
      });
      expect(config.storage).toEqual({
        kind: 's3',
        bucket: 'personalakten',
        endpoint: 'https://s3.example.net',
        region: 'eu-central-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      });
      // Without keys the SDK's own credential chain is used; without an endpoint AWS itself.
      expect(loadConfig({ STEMPEL_STORAGE: 's3', STEMPEL_S3_BUCKET: 'b' }).storage).toMatchObject({
        endpoint: undefined,
        region: 'us-east-1',
        accessKeyId: undefined,
        forcePathStyle: false,
      });
    });

    it('refuses an incomplete or unknown storage', () => {
      expect(problemsOf({ STEMPEL_STORAGE: 's3' })).toEqual(['STEMPEL_STORAGE=s3 needs STEMPEL_S3_BUCKET, the bucket documents are kept in']);
      expect(problemsOf({ STEMPEL_STORAGE: 's3', STEMPEL_S3_BUCKET: 'b', STEMPEL_S3_ACCESS_KEY_ID: 'key' })[0]).toContain('set together');
      expect(problemsOf({ STEMPEL_STORAGE: 's3', STEMPEL_S3_BUCKET: 'b', STEMPEL_S3_ENDPOINT: 'ftp://x' })[0]).toContain('STEMPEL_S3_ENDPOINT must start with');
      expect(problemsOf({ STEMPEL_STORAGE: 'dropbox' })).toEqual(['STEMPEL_STORAGE must be local or s3, got "dropbox"']);
      expect(problemsOf({ STEMPEL_DOCUMENT_MAX_BYTES: '10' })[0]).toContain('STEMPEL_DOCUMENT_MAX_BYTES must be a whole number');
    });
  });

  describe('numeric settings', () => {
    it.each([
      ['STEMPEL_TENANT_CACHE_SIZE', 'tenantCacheSize', 1, 1_000_000],
      ['STEMPEL_TENANT_CACHE_TTL_MS', 'tenantCacheTtlMs', 0, 86_400_000],
      ['STEMPEL_PG_POOL_MAX', 'pgPoolMax', 1, 100],
      ['STEMPEL_PG_IDLE_TIMEOUT_MS', 'pgIdleTimeoutMs', 100, 3_600_000],
      ['STEMPEL_PG_CONNECTIONS', 'pgConnections', 1, 100_000],
      ['STEMPEL_PG_RESERVED_CONNECTIONS', 'pgReservedConnections', 0, 100_000],
      ['STEMPEL_INSTANCES', 'instances', 1, 1_000],
      ['STEMPEL_PG_QUEUE_TIMEOUT_MS', 'pgQueueTimeoutMs', 0, 60_000],
      ['STEMPEL_RATE_LIMIT_PER_MINUTE', 'rateLimitPerMinute', 1, 10_000_000],
      ['STEMPEL_SHUTDOWN_TIMEOUT_MS', 'shutdownTimeoutMs', 0, 600_000],
      ['STEMPEL_TOKEN_TTL_MINUTES', 'tokenTtlMinutes', 1, 525_600],
      ['STEMPEL_LOGIN_FAILURES_PER_CODE', 'loginFailuresPerCode', 1, 1000],
      ['STEMPEL_LOGIN_FAILURES_PER_ADDRESS', 'loginFailuresPerAddress', 1, 100_000],
      ['STEMPEL_LOGIN_FAILURES_PER_CODE_CEILING', 'loginFailuresPerCodeCeiling', 1, 1_000_000],
      ['STEMPEL_LOGIN_WINDOW_MS', 'loginWindowMs', 1000, 86_400_000],
      ['STEMPEL_TOKEN_RATE_LIMIT_PER_MINUTE', 'tokenRateLimitPerMinute', 1, 10_000_000],
    ] as const)('%s accepts %d to %d and nothing outside', (name, key, min, max) => {
      expect(loadConfig({ [name]: String(min) })[key]).toBe(min);
      expect(loadConfig({ [name]: String(max) })[key]).toBe(max);
      expect(problemsOf({ [name]: String(max + 1) })).toEqual([
        `${name} must be a whole number from ${min} to ${max}, got "${max + 1}"`,
      ]);
      if (min > 0) {
        expect(problemsOf({ [name]: String(min - 1) })).toEqual([
          `${name} must be a whole number from ${min} to ${max}, got "${min - 1}"`,
        ]);
      }
      expect(problemsOf({ [name]: '-1' })).toHaveLength(1);
      expect(problemsOf({ [name]: 'many' })).toHaveLength(1);
    });
  });

  it('reads STEMPEL_DATA_DIR and resolves it to an absolute path', () => {
    expect(loadConfig({ STEMPEL_DATA_DIR: '/var/lib/stempel' }).dataDir).toBe(path.resolve('/var/lib/stempel'));
    expect(loadConfig({ STEMPEL_DATA_DIR: 'rel/dir' }).dataDir).toBe(path.resolve('rel/dir'));
  });

  it('ignores variables it does not know', () => {
    expect(loadConfig({ SOMETHING_ELSE: 'x', NODE_ENV: 'test' })).toEqual(loadConfig({}));
  });

  describe('with several bad values', () => {
    const env: Env = {
      PORT: 'abc',
      LOG_LEVEL: 'loud',
      STEMPEL_DATABASE_URL: 'mysql://x',
      STEMPEL_REDIS_URL: 'http://x',
      STEMPEL_ERRORS_URL: 'not a url',
      STEMPEL_TRUST_PROXY: 'maybe',
      STEMPEL_PG_POOL_MAX: '0',
    };

    it('throws a ConfigError', () => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    });

    it('lists all problems, not just the first', () => {
      const problems = problemsOf(env);
      expect(problems).toHaveLength(7);
      expect(problems).toEqual(
        expect.arrayContaining([
          'PORT must be a whole number from 0 to 65535, got "abc"',
          'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
          'STEMPEL_DATABASE_URL must start with postgres:// or postgresql://, got "mysql://…"',
          'STEMPEL_REDIS_URL must start with redis:// or rediss://, got "http://…"',
          'STEMPEL_ERRORS_URL is not a valid URL',
          'STEMPEL_TRUST_PROXY must list the proxies\' addresses or CIDR ranges (e.g. 10.0.0.5,10.1.0.0/16), got "maybe"',
          'STEMPEL_PG_POOL_MAX must be a whole number from 1 to 100, got "0"',
        ]),
      );
    });

    it('reports PORT 70000 together with the others', () => {
      const problems = problemsOf({ ...env, PORT: '70000' });
      expect(problems).toContain('PORT must be a whole number from 0 to 65535, got "70000"');
      expect(problems).toHaveLength(7);
    });

    it('names every problem in the error message', () => {
      try {
        loadConfig(env);
        expect.unreachable();
      } catch (error) {
        const { message, name } = error as ConfigError;
        expect(name).toBe('ConfigError');
        expect(message.startsWith('Invalid configuration:\n')).toBe(true);
        for (const problem of (error as ConfigError).problems) expect(message).toContain(`  - ${problem}`);
        expect(message.split('\n')).toHaveLength(8);
      }
    });
  });

  it('loads a full valid production-like environment', () => {
    const config = loadConfig({
      PORT: '8443',
      HOST: '::',
      STEMPEL_BASE_DOMAIN: 'stempel.example',
      STEMPEL_DATABASE_URL: 'postgresql://stempel:pw@db:5432/catalog',
      STEMPEL_REDIS_URL: 'rediss://cache:6380',
      STEMPEL_ERRORS_URL: 'https://stempel.example/errors',
      LOG_LEVEL: 'warn',
      STEMPEL_TRUST_PROXY: '10.0.0.5',
    });
    expect(config).toMatchObject({
      port: 8443,
      host: '::',
      baseDomain: 'stempel.example',
      databaseUrl: 'postgresql://stempel:pw@db:5432/catalog',
      redisUrl: 'rediss://cache:6380',
      errorsUrl: 'https://stempel.example/errors',
      logLevel: 'warn',
      trustProxy: ['10.0.0.5'],
    });
  });
});

describe('assertWritableFolders', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-folders-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const file = path.join(root, 'a-file');
  fs.writeFileSync(file, 'x');

  it('creates missing folders', async () => {
    const folder = path.join(root, 'data', 'exports');
    await assertWritableFolders([['STEMPEL_EXPORT_DIR', folder]]);
    expect(fs.statSync(folder).isDirectory()).toBe(true);
  });

  it('names the data directory that is a file, and not the folders below it', async () => {
    const error = await assertWritableFolders([
      ['STEMPEL_DATA_DIR', file],
      ['STEMPEL_EXPORT_DIR', path.join(file, 'exports')],
      ['STEMPEL_STORAGE_DIR', path.join(file, 'storage')],
    ]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([expect.stringMatching(new RegExp(`^STEMPEL_DATA_DIR \\(${file}\\) is not a folder the server can write: EEXIST`))]);
  });

  it('names every unusable folder that does not lie below another', async () => {
    const error = await assertWritableFolders([
      ['STEMPEL_DATA_DIR', path.join(root, 'data')],
      ['STEMPEL_EXPORT_DIR', file],
      ['STEMPEL_STORAGE_DIR', path.join(`${file}-storage`)],
    ]).catch((caught: unknown) => caught);
    expect((error as ConfigError).problems.map((problem) => problem.split(' ')[0])).toEqual(['STEMPEL_EXPORT_DIR']);
  });
});
