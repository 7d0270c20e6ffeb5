/** One notification for one device, independent of the delivery service behind it. */
export interface PushMessage {
  /** Device registration token issued by the platform's push service. */
  token: string;
  platform: 'android' | 'ios' | 'web';
  title: string;
  body: string;
  /** Key/value payload for the app; push services only carry string values. */
  data: Record<string, string>;
}

export type PushResult = { ok: true; providerMessageId?: string };

/**
 * A delivery that did not happen. The flags tell the caller what to do next:
 * `retryable` -> try again later (after `retryAfterMs` when the service asked for a pause),
 * `tokenInvalid` -> the device registration is dead and should be forgotten.
 */
export class PushDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly tokenInvalid: boolean,
    readonly retryAfterMs?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PushDeliveryError';
  }
}

export interface PushProvider {
  readonly name: string;
  /** Resolves once the push service accepted the message; rejects with a PushDeliveryError otherwise. */
  send(message: PushMessage): Promise<PushResult>;
}
