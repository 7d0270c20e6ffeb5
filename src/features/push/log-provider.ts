import type { PushMessage, PushProvider, PushResult } from './push-provider.js';

/** The slice of a pino-style logger the provider needs. */
export interface PushLogger {
  info(obj: object, msg: string): void;
}

export interface LogPushProviderOptions {
  /** How many recent messages `sent` keeps (default 100). */
  keepLast?: number;
}

const DEFAULT_KEEP_LAST = 100;
const VISIBLE_TOKEN_CHARS = 6;

/** Device tokens are credentials for sending to a device, so logs only show their tail. */
export function maskDeviceToken(token: string): string {
  return token.length > VISIBLE_TOKEN_CHARS ? `…${token.slice(-VISIBLE_TOKEN_CHARS)}` : '…';
}

/**
 * The embedded default provider: nothing leaves the process. Each message becomes one log line,
 * and the most recent ones stay in memory so operators and tests can see what would have been sent.
 */
export class LogPushProvider implements PushProvider {
  readonly name = 'log';
  private readonly recent: PushMessage[] = [];
  private readonly keepLast: number;
  private delivered = 0;

  constructor(
    private readonly logger: PushLogger,
    options: LogPushProviderOptions = {},
  ) {
    const keepLast = options.keepLast ?? DEFAULT_KEEP_LAST;
    if (!Number.isInteger(keepLast) || keepLast < 1) {
      throw new RangeError(`keepLast must be a positive whole number, got ${keepLast}`);
    }
    this.keepLast = keepLast;
  }

  /** Most recent messages, oldest first. */
  get sent(): readonly PushMessage[] {
    return this.recent;
  }

  async send(message: PushMessage): Promise<PushResult> {
    this.delivered += 1;
    const providerMessageId = `log-${this.delivered}`;
    this.logger.info(
      {
        push: {
          provider: this.name,
          providerMessageId,
          platform: message.platform,
          token: maskDeviceToken(message.token),
          title: message.title,
          body: message.body,
          data: message.data,
        },
      },
      'push notification logged instead of delivered',
    );
    // Copies, so later mutation by the caller does not rewrite history.
    this.recent.push({ ...message, data: { ...message.data } });
    if (this.recent.length > this.keepLast) this.recent.splice(0, this.recent.length - this.keepLast);
    return { ok: true, providerMessageId };
  }
}
