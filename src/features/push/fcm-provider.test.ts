import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FcmPushProvider } from './fcm-provider.js';
import { PushDeliveryError, type PushMessage } from './push-provider.js';

const PROJECT_ID = 'stempel-test';
const CLIENT_EMAIL = 'push-sender@stempel-test.iam.gserviceaccount.com';
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const START = Date.parse('2025-03-01T08:00:00Z');

const message: PushMessage = {
  token: 'device-token-0123456789abcdef',
  platform: 'android',
  title: 'Shift starts soon',
  body: 'Your shift at Lager Nord starts at 09:00.',
  data: { kind: 'shift.reminder', shiftId: 'shf_42' },
};

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

interface TokenRequestSeen {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
}

interface SendRequestSeen {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/**
 * Plays Google's OAuth token endpoint and the FCM v1 API on one local port. It checks every request
 * the way Google would, and records what it saw; anything wrong lands in `violations`.
 */
class FakeGoogle {
  readonly violations: string[] = [];
  readonly tokenRequests: TokenRequestSeen[] = [];
  readonly sendRequests: SendRequestSeen[] = [];
  readonly issuedTokens: string[] = [];
  /** Scripted replies, used in order; when empty the endpoint answers successfully. */
  readonly tokenReplies: Reply[] = [];
  readonly sendReplies: Reply[] = [];
  /** When set, token replies wait for it, so a test can line up concurrent sends. */
  tokenGate?: Promise<void>;
  private readonly server: Server;

  constructor(private readonly publicKey: KeyObject) {
    this.server = createServer((request, response) => {
      void this.handle(request).then((reply) => {
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
    });
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get tokenUri(): string {
    return `${this.url}/token`;
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }

  private async handle(request: IncomingMessage): Promise<Reply> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    if (request.method === 'POST' && request.url === '/token') return this.token(request, body);
    if (request.method === 'POST' && request.url?.endsWith('/messages:send')) return this.send(request, body);
    this.violations.push(`unexpected request ${request.method} ${request.url}`);
    return { status: 418 };
  }

  private async token(request: IncomingMessage, body: string): Promise<Reply> {
    const problem = (text: string): Reply => {
      this.violations.push(`token endpoint: ${text}`);
      return { status: 418, body: { error: 'fake_google', error_description: text } };
    };
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      return problem(`content-type ${request.headers['content-type']}`);
    }
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
      return problem(`grant_type ${form.get('grant_type')}`);
    }
    const parts = (form.get('assertion') ?? '').split('.');
    if (parts.length !== 3) return problem('assertion is not a JWT');
    const [encodedHeader = '', encodedClaims = '', signature = ''] = parts;
    const signed = createVerify('RSA-SHA256').update(`${encodedHeader}.${encodedClaims}`).verify(this.publicKey, signature, 'base64url');
    if (!signed) return problem('JWT signature does not verify with the service account public key');
    const header = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString('utf8')) as Record<string, unknown>;
    const claims = JSON.parse(Buffer.from(encodedClaims, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (header.alg !== 'RS256' || header.typ !== 'JWT') return problem(`JWT header ${JSON.stringify(header)}`);
    if (claims.iss !== CLIENT_EMAIL) return problem(`iss ${String(claims.iss)}`);
    if (claims.scope !== SCOPE) return problem(`scope ${String(claims.scope)}`);
    if (claims.aud !== this.tokenUri) return problem(`aud ${String(claims.aud)}`);
    if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number' || claims.exp - claims.iat !== 3600) {
      return problem(`iat ${String(claims.iat)} / exp ${String(claims.exp)}`);
    }
    this.tokenRequests.push({ header, claims });

    await this.tokenGate;
    const scripted = this.tokenReplies.shift();
    if (scripted) return scripted;
    const accessToken = `ya29.fake-access-token-${this.issuedTokens.length + 1}`;
    this.issuedTokens.push(accessToken);
    return { status: 200, body: { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' } };
  }

  private send(request: IncomingMessage, body: string): Reply {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = body;
    }
    const authorization = request.headers.authorization;
    this.sendRequests.push({ path: request.url ?? '', authorization, body: parsed });

    if (request.url !== `/v1/projects/${PROJECT_ID}/messages:send`) this.violations.push(`send path ${request.url}`);
    if (request.headers['content-type'] !== 'application/json') {
      this.violations.push(`send content-type ${request.headers['content-type']}`);
    }
    const bearer = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
    if (bearer === undefined || !this.issuedTokens.includes(bearer)) {
      this.violations.push(`send authorization ${authorization} is not an issued access token`);
      return { status: 401, body: { error: { code: 401, status: 'UNAUTHENTICATED', message: 'Request had invalid authentication credentials.' } } };
    }
    const shape = (parsed as { message?: Record<string, unknown> }).message;
    if (
      typeof shape?.token !== 'string' ||
      typeof (shape.notification as { title?: unknown } | undefined)?.title !== 'string' ||
      JSON.stringify(shape.android) !== JSON.stringify({ priority: 'high' }) ||
      JSON.stringify(shape.apns) !== JSON.stringify({ headers: { 'apns-priority': '10' } })
    ) {
      this.violations.push(`send body ${body}`);
    }

    return this.sendReplies.shift() ?? { status: 200, body: { name: `projects/${PROJECT_ID}/messages/${this.sendRequests.length}` } };
  }
}

function fcmError(status: number, statusText: string, errorCode?: string, text = 'error'): Reply {
  const details = errorCode ? [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] : [];
  return { status, body: { error: { code: status, message: text, status: statusText, details } } };
}

async function sendFailure(provider: FcmPushProvider, pushMessage: PushMessage = message): Promise<PushDeliveryError> {
  const error = await provider.send(pushMessage).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PushDeliveryError);
  return error as PushDeliveryError;
}

let keys: { privateKey: KeyObject; publicKey: KeyObject };
let privateKeyPem: string;
let dir: string;

beforeAll(() => {
  keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  privateKeyPem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  dir = mkdtempSync(join(tmpdir(), 'stempel-fcm-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function writeServiceAccount(name: string, content: Record<string, unknown> | string): string {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
}

function serviceAccount(tokenUri: string): Record<string, unknown> {
  return {
    type: 'service_account',
    project_id: PROJECT_ID,
    private_key_id: 'a1b2c3',
    private_key: privateKeyPem,
    client_email: CLIENT_EMAIL,
    client_id: '1234567890',
    token_uri: tokenUri,
  };
}

describe('FcmPushProvider against a local fake of Google', () => {
  let google: FakeGoogle;
  let clock: number;
  let provider: FcmPushProvider;

  beforeEach(async () => {
    google = new FakeGoogle(keys.publicKey);
    await google.listen();
    clock = START;
    provider = new FcmPushProvider({
      serviceAccountFile: writeServiceAccount('service-account.json', serviceAccount(google.tokenUri)),
      endpoint: google.url,
      now: () => clock,
    });
  });

  afterEach(async () => {
    await google.close();
    expect(google.violations).toEqual([]);
  });

  it('fetches an access token with a signed JWT and sends the message', async () => {
    const result = await provider.send(message);

    expect(result).toEqual({ ok: true, providerMessageId: `projects/${PROJECT_ID}/messages/1` });
    expect(provider.name).toBe('fcm');
    expect(google.tokenRequests).toHaveLength(1);
    expect(google.tokenRequests[0]?.claims).toEqual({
      iss: CLIENT_EMAIL,
      scope: SCOPE,
      aud: google.tokenUri,
      iat: START / 1000,
      exp: START / 1000 + 3600,
    });
    expect(google.sendRequests).toEqual([
      {
        path: `/v1/projects/${PROJECT_ID}/messages:send`,
        authorization: `Bearer ${google.issuedTokens[0]}`,
        body: {
          message: {
            token: message.token,
            notification: { title: message.title, body: message.body },
            data: message.data,
            android: { priority: 'high' },
            apns: { headers: { 'apns-priority': '10' } },
          },
        },
      },
    ]);
  });

  it('reuses the access token until 60 s before it expires, then fetches a new one', async () => {
    await provider.send(message);
    // Issued with expires_in 3599 s: still good 61 s before expiry...
    clock = START + (3599 - 61) * 1000;
    await provider.send(message);
    expect(google.tokenRequests).toHaveLength(1);

    // ...but renewed once inside the last minute.
    clock = START + (3599 - 59) * 1000;
    await provider.send(message);

    expect(google.tokenRequests).toHaveLength(2);
    expect(google.tokenRequests[1]?.claims.iat).toBe(clock / 1000);
    expect(google.sendRequests.map((request) => request.authorization)).toEqual([
      `Bearer ${google.issuedTokens[0]}`,
      `Bearer ${google.issuedTokens[0]}`,
      `Bearer ${google.issuedTokens[1]}`,
    ]);
  });

  it('fetches only one access token for concurrent sends', async () => {
    let openGate = (): void => {};
    google.tokenGate = new Promise<void>((resolve) => {
      openGate = resolve;
    });

    const sends = [provider.send(message), provider.send(message), provider.send(message)];
    await expect.poll(() => google.tokenRequests.length).toBe(1);
    openGate();
    const results = await Promise.all(sends);

    expect(results.every((result) => result.ok)).toBe(true);
    expect(google.tokenRequests).toHaveLength(1);
    expect(google.sendRequests).toHaveLength(3);
    expect(new Set(google.sendRequests.map((request) => request.authorization))).toEqual(new Set([`Bearer ${google.issuedTokens[0]}`]));
  });

  it('reports an unregistered device token (404 UNREGISTERED) as invalid, not retryable', async () => {
    google.sendReplies.push(fcmError(404, 'NOT_FOUND', 'UNREGISTERED', 'Requested entity was not found.'));

    const error = await sendFailure(provider);

    expect(error).toMatchObject({ retryable: false, tokenInvalid: true, retryAfterMs: undefined });
    expect(error.message).toContain('UNREGISTERED');
    expect(error.message).not.toContain(message.token);
  });

  it('reports a malformed device token (400 INVALID_ARGUMENT about the token) as invalid', async () => {
    google.sendReplies.push(
      fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT', 'The registration token is not a valid FCM registration token'),
    );

    expect(await sendFailure(provider)).toMatchObject({ retryable: false, tokenInvalid: true });
  });

  it('keeps the device token when a 400 INVALID_ARGUMENT is about the payload', async () => {
    google.sendReplies.push(fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT', 'Invalid value at message.data[0].value'));

    expect(await sendFailure(provider)).toMatchObject({ retryable: false, tokenInvalid: false });
  });

  it('reports a token of another Firebase project (403 SENDER_ID_MISMATCH) as invalid', async () => {
    google.sendReplies.push(fcmError(403, 'PERMISSION_DENIED', 'SENDER_ID_MISMATCH', 'SenderId mismatch'));

    expect(await sendFailure(provider)).toMatchObject({ retryable: false, tokenInvalid: true });
  });

  it('makes a throttled send (429 with Retry-After: 7) retryable after 7 s', async () => {
    google.sendReplies.push({ ...fcmError(429, 'RESOURCE_EXHAUSTED', 'QUOTA_EXCEEDED'), headers: { 'retry-after': '7' } });

    expect(await sendFailure(provider)).toMatchObject({ retryable: true, tokenInvalid: false, retryAfterMs: 7000 });
  });

  it('reads a Retry-After given as an HTTP date against the injected clock', async () => {
    const retryAt = new Date(START + 30_000).toUTCString();
    google.sendReplies.push({ ...fcmError(503, 'UNAVAILABLE', 'UNAVAILABLE'), headers: { 'retry-after': retryAt } });

    expect(await sendFailure(provider)).toMatchObject({ retryable: true, retryAfterMs: 30_000 });
  });

  it('makes an unavailable FCM (503) retryable', async () => {
    google.sendReplies.push(fcmError(503, 'UNAVAILABLE', 'UNAVAILABLE', 'The service is currently unavailable.'));

    expect(await sendFailure(provider)).toMatchObject({ retryable: true, tokenInvalid: false, retryAfterMs: undefined });
  });

  it('after a 401 drops the access token, fetches a fresh one and sends again', async () => {
    google.sendReplies.push(fcmError(401, 'UNAUTHENTICATED', undefined, 'Request had invalid authentication credentials.'));

    const result = await provider.send(message);

    expect(result.ok).toBe(true);
    expect(google.tokenRequests).toHaveLength(2);
    expect(google.sendRequests.map((request) => request.authorization)).toEqual([
      `Bearer ${google.issuedTokens[0]}`,
      `Bearer ${google.issuedTokens[1]}`,
    ]);
  });

  it('gives up without retrying when the send is refused with 401 twice', async () => {
    google.sendReplies.push(fcmError(401, 'UNAUTHENTICATED'), fcmError(401, 'UNAUTHENTICATED'));

    expect(await sendFailure(provider)).toMatchObject({ retryable: false, tokenInvalid: false });
    expect(google.sendRequests).toHaveLength(2);
  });

  it('does not retry a 401 about APNs/web-push credentials (THIRD_PARTY_AUTH_ERROR)', async () => {
    google.sendReplies.push(fcmError(401, 'UNAUTHENTICATED', 'THIRD_PARTY_AUTH_ERROR', 'Auth error from APNS or Web Push Service'));

    expect(await sendFailure(provider)).toMatchObject({ retryable: false, tokenInvalid: false });
    expect(google.tokenRequests).toHaveLength(1);
    expect(google.sendRequests).toHaveLength(1);
  });

  it('does not treat refused credentials at the token endpoint (400) as retryable', async () => {
    google.tokenReplies.push({ status: 400, body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' } });

    const error = await sendFailure(provider);

    expect(error).toMatchObject({ retryable: false, tokenInvalid: false });
    expect(error.message).toContain('invalid_grant');
    expect(google.sendRequests).toHaveLength(0);
  });

  it('treats a failing token endpoint (500) as retryable', async () => {
    google.tokenReplies.push({ status: 500, body: { error: 'internal_failure' } });

    expect(await sendFailure(provider)).toMatchObject({ retryable: true, tokenInvalid: false });
  });

  it('treats a refused connection to FCM as retryable', async () => {
    const gone = new FakeGoogle(keys.publicKey);
    await gone.listen();
    const closedEndpoint = gone.url;
    await gone.close();
    const unreachable = new FcmPushProvider({
      serviceAccountFile: writeServiceAccount('service-account.json', serviceAccount(google.tokenUri)),
      endpoint: closedEndpoint,
    });

    const error = await sendFailure(unreachable);

    expect(error).toMatchObject({ retryable: true, tokenInvalid: false });
    expect(error.message).toMatch(/ECONNREFUSED/);
    expect(google.tokenRequests).toHaveLength(1);
  });

  it('treats FCM going away mid-operation as retryable', async () => {
    await provider.send(message);
    await google.close();

    // Depending on timing this is a dead keep-alive connection or a refused new one; both are transient.
    expect(await sendFailure(provider)).toMatchObject({ retryable: true, tokenInvalid: false });
  });
});

describe('FcmPushProvider with the token endpoint down', () => {
  it('treats a refused connection to the token endpoint as retryable', async () => {
    const google = new FakeGoogle(keys.publicKey);
    await google.listen();
    const { url, tokenUri } = google;
    await google.close();
    const provider = new FcmPushProvider({
      serviceAccountFile: writeServiceAccount('unreachable.json', serviceAccount(tokenUri)),
      endpoint: url,
    });

    expect(await sendFailure(provider)).toMatchObject({ retryable: true, tokenInvalid: false });
  });
});

describe('FcmPushProvider service account file', () => {
  const tokenUri = 'http://127.0.0.1:9/token';

  it('names a missing file', () => {
    const file = join(dir, 'does-not-exist.json');
    expect(() => new FcmPushProvider({ serviceAccountFile: file })).toThrow(`FCM service account file not found: ${file}`);
  });

  it('rejects a file that is not JSON', () => {
    const file = writeServiceAccount('broken.json', '{ "type": "service_account", ');
    expect(() => new FcmPushProvider({ serviceAccountFile: file })).toThrow(/is not valid JSON/);
  });

  it('rejects a key file that is not a service account', () => {
    const file = writeServiceAccount('user.json', { ...serviceAccount(tokenUri), type: 'authorized_user' });
    expect(() => new FcmPushProvider({ serviceAccountFile: file })).toThrow(/expected "service_account"/);
  });

  it.each(['private_key', 'project_id', 'client_email', 'token_uri'])('names the missing field %s', (field) => {
    const content = serviceAccount(tokenUri);
    delete content[field];
    const file = writeServiceAccount(`without-${field}.json`, content);
    expect(() => new FcmPushProvider({ serviceAccountFile: file })).toThrow(`is missing the field "${field}"`);
  });

  it('rejects a private_key that is not a PEM private key, without echoing it', () => {
    const file = writeServiceAccount('not-a-key.json', { ...serviceAccount(tokenUri), private_key: 'secret-but-not-a-key' });
    const error = (() => {
      try {
        new FcmPushProvider({ serviceAccountFile: file });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/"private_key" is not a PEM private key/);
    expect((error as Error).message).not.toContain('secret-but-not-a-key');
  });
});
