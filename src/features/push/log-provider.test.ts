import { describe, expect, it } from 'vitest';
import { LogPushProvider, maskDeviceToken } from './log-provider.js';
import type { PushMessage } from './push-provider.js';

interface LogLine {
  obj: object;
  msg: string;
}

function recordingLogger(): { lines: LogLine[]; info(obj: object, msg: string): void } {
  const lines: LogLine[] = [];
  return { lines, info: (obj, msg) => lines.push({ obj, msg }) };
}

function message(n: number): PushMessage {
  return {
    token: `device-token-${n}-0123456789abcdef`,
    platform: 'ios',
    title: `Reminder ${n}`,
    body: 'Please clock out.',
    data: { kind: 'clock.reminder', n: String(n) },
  };
}

describe('LogPushProvider', () => {
  it('logs one line per message with only the last 6 characters of the device token', async () => {
    const logger = recordingLogger();
    const provider = new LogPushProvider(logger);

    const first = await provider.send(message(1));
    const second = await provider.send(message(2));

    expect(first).toEqual({ ok: true, providerMessageId: 'log-1' });
    expect(second).toEqual({ ok: true, providerMessageId: 'log-2' });
    expect(logger.lines).toHaveLength(2);
    expect(logger.lines[0]?.obj).toEqual({
      push: {
        provider: 'log',
        providerMessageId: 'log-1',
        platform: 'ios',
        token: '…abcdef',
        title: 'Reminder 1',
        body: 'Please clock out.',
        data: { kind: 'clock.reminder', n: '1' },
      },
    });
    expect(logger.lines[0]?.msg).toBe('push notification logged instead of delivered');
    for (const line of logger.lines) expect(JSON.stringify(line)).not.toContain('device-token-');
  });

  it('never logs a short token in full', () => {
    expect(maskDeviceToken('abcdef')).toBe('…');
    expect(maskDeviceToken('abcdefg')).toBe('…bcdefg');
  });

  it('keeps at most the configured number of recent messages, oldest first', async () => {
    const provider = new LogPushProvider(recordingLogger(), { keepLast: 3 });

    for (let n = 1; n <= 5; n += 1) await provider.send(message(n));

    expect(provider.sent.map((sent) => sent.title)).toEqual(['Reminder 3', 'Reminder 4', 'Reminder 5']);
    expect(provider.sent[2]).toEqual(message(5));
  });

  it('keeps 100 messages by default', async () => {
    const provider = new LogPushProvider(recordingLogger());

    for (let n = 1; n <= 105; n += 1) await provider.send(message(n));

    expect(provider.sent).toHaveLength(100);
    expect(provider.sent[0]?.title).toBe('Reminder 6');
  });

  it('stores a copy, so later changes by the caller do not alter what was sent', async () => {
    const provider = new LogPushProvider(recordingLogger());
    const original = message(1);

    await provider.send(original);
    original.data.kind = 'changed';

    expect(provider.sent[0]?.data.kind).toBe('clock.reminder');
  });

  it('rejects a capacity that is not a positive whole number', () => {
    expect(() => new LogPushProvider(recordingLogger(), { keepLast: 0 })).toThrow(RangeError);
  });
});
