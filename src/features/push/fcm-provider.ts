import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PushDeliveryError, type PushMessage, type PushProvider, type PushResult } from './push-provider.js';

export interface FcmPushProviderOptions {
  /** Path of the Google service-account JSON key file of the Firebase project. */
  serviceAccountFile: string;
  /** FCM API base URL (default https://fcm.googleapis.com). */
  endpoint?: string;
  fetch?: typeof fetch;
  /** Clock in epoch milliseconds; injectable so token expiry can be tested. */
  now?: () => number;
  /** Upper bound for each HTTP request, so a hung connection cannot stall delivery (default 10 s). */
  requestTimeoutMs?: number;
}

/** The fields of the service-account file the provider relies on. */
export interface FcmServiceAccount {
  projectId: string;
  clientEmail: string;
  tokenUri: string;
  privateKey: KeyObject;
}

const DEFAULT_ENDPOINT = 'https://fcm.googleapis.com';
const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
const MESSAGING_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const ASSERTION_LIFETIME_SECONDS = 3600;
/** Renew this long before expiry, so a token never expires between fetching it and FCM checking it. */
const TOKEN_RENEWAL_MARGIN_MS = 60_000;
const REQUIRED_FIELDS = ['project_id', 'private_key', 'client_email', 'token_uri'] as const;

/** Reads and checks a service-account key file, failing early with a message that names the problem. */
export function loadServiceAccount(file: string): FcmServiceAccount {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') {
      throw new Error(`FCM service account file not found: ${file}`, { cause: error });
    }
    throw new Error(`FCM service account file ${file} cannot be read: ${errorMessage(error)}`, { cause: error });
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`FCM service account file ${file} is not valid JSON: ${errorMessage(error)}`, { cause: error });
  }
  if (!isRecord(parsed)) throw new Error(`FCM service account file ${file} must contain a JSON object`);
  if (parsed.type !== 'service_account') {
    throw new Error(`FCM service account file ${file} has type ${JSON.stringify(parsed.type)}, expected "service_account"`);
  }

  const fields: Partial<Record<(typeof REQUIRED_FIELDS)[number], string>> = {};
  for (const field of REQUIRED_FIELDS) {
    const value = parsed[field];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new Error(`FCM service account file ${file} is missing the field "${field}"`);
    }
    fields[field] = value;
  }
  const { project_id: projectId, private_key: pem, client_email: clientEmail, token_uri: tokenUri } = fields as Record<
    (typeof REQUIRED_FIELDS)[number],
    string
  >;

  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(pem);
  } catch (error) {
    // The key text itself is a secret, so it never appears in the message.
    throw new Error(`FCM service account file ${file}: "private_key" is not a PEM private key`, { cause: error });
  }
  if (privateKey.asymmetricKeyType !== 'rsa') {
    throw new Error(`FCM service account file ${file}: "private_key" must be an RSA key for RS256, got ${privateKey.asymmetricKeyType}`);
  }

  let tokenUrl: URL;
  try {
    tokenUrl = new URL(tokenUri);
  } catch (error) {
    throw new Error(`FCM service account file ${file}: "token_uri" is not a URL: ${tokenUri}`, { cause: error });
  }
  if (tokenUrl.protocol !== 'https:' && tokenUrl.protocol !== 'http:') {
    throw new Error(`FCM service account file ${file}: "token_uri" must be an http(s) URL: ${tokenUri}`);
  }

  return { projectId, clientEmail, tokenUri, privateKey };
}

interface AccessToken {
  value: string;
  expiresAt: number;
}

/** What an FCM v1 error body says, reduced to the parts that decide how to react. */
interface FcmFailure {
  httpStatus: number;
  status?: string;
  errorCode?: string;
  message?: string;
  tokenFieldViolation: boolean;
  retryAfterMs?: number;
}

/**
 * Delivers through Firebase Cloud Messaging (HTTP v1 API), authenticated with a service account
 * through the OAuth 2.0 JWT bearer grant.
 */
export class FcmPushProvider implements PushProvider {
  readonly name = 'fcm';
  readonly projectId: string;
  private readonly account: FcmServiceAccount;
  private readonly sendUrl: string;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly requestTimeoutMs: number;
  private accessToken?: AccessToken;
  /** The token request in flight, shared so concurrent sends do not each ask for a token. */
  private pendingAccessToken?: Promise<string>;

  constructor(options: FcmPushProviderOptions) {
    this.account = loadServiceAccount(options.serviceAccountFile);
    this.projectId = this.account.projectId;
    const endpoint = (options.endpoint ?? DEFAULT_ENDPOINT).replace(/\/+$/, '');
    this.sendUrl = `${endpoint}/v1/projects/${encodeURIComponent(this.projectId)}/messages:send`;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
    this.requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  }

  async send(message: PushMessage): Promise<PushResult> {
    const accessToken = await this.currentAccessToken();
    let response = await this.postMessage(message, accessToken);

    if (response.status === 401) {
      const failure = await this.readFailure(response);
      // THIRD_PARTY_AUTH_ERROR is about APNs/web-push credentials, which a new access token cannot fix.
      if (failure.errorCode === 'THIRD_PARTY_AUTH_ERROR') throw toDeliveryError(failure);
      // The access token may have been revoked or rotated before its announced expiry.
      this.forgetAccessToken(accessToken);
      response = await this.postMessage(message, await this.currentAccessToken());
    }

    if (response.ok) {
      // Already accepted by FCM: an unreadable body must not turn into a retry and a duplicate.
      const json = await readJson(response);
      const name = isRecord(json) && typeof json.name === 'string' ? json.name : undefined;
      return name === undefined ? { ok: true } : { ok: true, providerMessageId: name };
    }
    throw toDeliveryError(await this.readFailure(response));
  }

  private async postMessage(message: PushMessage, accessToken: string): Promise<Response> {
    const payload = {
      message: {
        token: message.token,
        notification: { title: message.title, body: message.body },
        data: message.data,
        android: { priority: 'high' },
        apns: { headers: { 'apns-priority': '10' } },
      },
    };
    try {
      return await this.fetch(this.sendUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.requestTimeoutMs),
      });
    } catch (error) {
      throw new PushDeliveryError(`FCM send request failed: ${errorMessage(error)}`, true, false, undefined, { cause: error });
    }
  }

  private currentAccessToken(): Promise<string> {
    const cached = this.accessToken;
    if (cached && this.now() < cached.expiresAt - TOKEN_RENEWAL_MARGIN_MS) return Promise.resolve(cached.value);
    this.pendingAccessToken ??= this.requestAccessToken().finally(() => {
      this.pendingAccessToken = undefined;
    });
    return this.pendingAccessToken;
  }

  /** Only forgets the token that was rejected, not one a concurrent send has fetched meanwhile. */
  private forgetAccessToken(rejected: string): void {
    if (this.accessToken?.value === rejected) this.accessToken = undefined;
  }

  private async requestAccessToken(): Promise<string> {
    const requestedAt = this.now();
    const form = new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion: this.signAssertion(requestedAt) });

    let response: Response;
    try {
      response = await this.fetch(this.account.tokenUri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.requestTimeoutMs),
      });
    } catch (error) {
      throw new PushDeliveryError(`FCM access token request failed: ${errorMessage(error)}`, true, false, undefined, {
        cause: error,
      });
    }

    const json = await readJson(response);
    if (!response.ok) {
      const reason = isRecord(json)
        ? [json.error, json.error_description].filter((part) => typeof part === 'string').join(': ')
        : '';
      // 4xx means the service account itself is refused (revoked key, wrong clock, bad grant): retrying will not help.
      const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
      throw new PushDeliveryError(
        `FCM access token request was refused with HTTP ${response.status}${reason ? ` (${reason})` : ''}`,
        retryable,
        false,
        retryable ? this.retryAfterMs(response) : undefined,
      );
    }

    const value = isRecord(json) ? json.access_token : undefined;
    if (typeof value !== 'string' || value === '') {
      throw new PushDeliveryError('FCM access token response has no access_token', true, false);
    }
    const expiresIn = isRecord(json) && typeof json.expires_in === 'number' && json.expires_in > 0 ? json.expires_in : ASSERTION_LIFETIME_SECONDS;
    // Counted from the request, not the response, so the cache errs on the early side.
    this.accessToken = { value, expiresAt: requestedAt + expiresIn * 1000 };
    return value;
  }

  /** The signed JWT that proves to Google's token endpoint that we hold the service account's key. */
  private signAssertion(nowMs: number): string {
    const issuedAt = Math.floor(nowMs / 1000);
    const header = base64UrlJson({ alg: 'RS256', typ: 'JWT' });
    const claims = base64UrlJson({
      iss: this.account.clientEmail,
      scope: MESSAGING_SCOPE,
      aud: this.account.tokenUri,
      iat: issuedAt,
      exp: issuedAt + ASSERTION_LIFETIME_SECONDS,
    });
    const signingInput = `${header}.${claims}`;
    const signature = createSign('RSA-SHA256').update(signingInput).sign(this.account.privateKey, 'base64url');
    return `${signingInput}.${signature}`;
  }

  private async readFailure(response: Response): Promise<FcmFailure> {
    const json = await readJson(response);
    const error = isRecord(json) && isRecord(json.error) ? json.error : {};
    const details = Array.isArray(error.details) ? error.details.filter(isRecord) : [];
    const fcmError = details.find((detail) => typeof detail['@type'] === 'string' && detail['@type'].endsWith('.FcmError'));
    const badRequest = details.find((detail) => typeof detail['@type'] === 'string' && detail['@type'].endsWith('.BadRequest'));
    const violations = badRequest && Array.isArray(badRequest.fieldViolations) ? badRequest.fieldViolations.filter(isRecord) : [];
    const message = typeof error.message === 'string' ? error.message : undefined;
    return {
      httpStatus: response.status,
      status: typeof error.status === 'string' ? error.status : undefined,
      errorCode: fcmError && typeof fcmError.errorCode === 'string' ? fcmError.errorCode : undefined,
      message,
      // FCM reports a malformed token as a generic INVALID_ARGUMENT; the field or the text tells it apart from a bad payload.
      tokenFieldViolation:
        violations.some((violation) => violation.field === 'message.token') || /registration token/i.test(message ?? ''),
      retryAfterMs: this.retryAfterMs(response),
    };
  }

  /** Retry-After is either delay-seconds or an HTTP date. */
  private retryAfterMs(response: Response): number | undefined {
    const header = response.headers.get('retry-after')?.trim();
    if (!header) return undefined;
    if (/^\d+$/.test(header)) return Number(header) * 1000;
    const at = Date.parse(header);
    return Number.isNaN(at) ? undefined : Math.max(0, at - this.now());
  }
}

const RETRYABLE_ERROR_CODES = new Set(['UNAVAILABLE', 'INTERNAL', 'QUOTA_EXCEEDED']);

function toDeliveryError(failure: FcmFailure): PushDeliveryError {
  const { httpStatus, errorCode } = failure;
  const labels = [failure.status, errorCode].filter((label) => label !== undefined && label !== '').join('/');
  const text = `FCM rejected the message with HTTP ${httpStatus}${labels ? ` ${labels}` : ''}${failure.message ? `: ${failure.message}` : ''}`;

  const tokenInvalid =
    httpStatus === 404 ||
    errorCode === 'UNREGISTERED' ||
    errorCode === 'SENDER_ID_MISMATCH' ||
    (httpStatus === 400 && (errorCode === 'INVALID_ARGUMENT' || failure.status === 'INVALID_ARGUMENT') && failure.tokenFieldViolation);
  if (tokenInvalid) return new PushDeliveryError(text, false, true);

  const retryable = httpStatus === 429 || httpStatus >= 500 || (errorCode !== undefined && RETRYABLE_ERROR_CODES.has(errorCode));
  if (retryable) return new PushDeliveryError(text, true, false, failure.retryAfterMs);

  return new PushDeliveryError(text, false, false);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}

function base64UrlJson(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}

function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch reports network failures as "fetch failed" with the real reason (ECONNREFUSED, ...) in `cause`.
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
