import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { nextRetryDelayMs, WEBHOOK_RETRY_DELAYS_MS } from './webhook-retries.js';
import { newWebhookSecret, signedHeaders } from './webhook-signing.js';
import { targetUrlProblem } from './webhook-target.js';

const strict = { allowPrivate: false };

describe('webhook target URLs', () => {
  it('accepts https URLs of public hosts and addresses', () => {
    expect(targetUrlProblem('https://hooks.example/in?x=1', strict)).toBeUndefined();
    expect(targetUrlProblem('https://93.184.215.14:8443/in', strict)).toBeUndefined();
    expect(targetUrlProblem('https://[2606:2800:220:1::1]/in', strict)).toBeUndefined();
  });

  it.each([
    ['http://hooks.example/', 'https://'],
    ['ftp://hooks.example/', 'https://'],
    ['https://user:secret@hooks.example/', 'credentials'],
    ['https://hooks.example/#frag', 'fragment'],
    ['not a url', 'valid absolute URL'],
    ['https://127.0.0.1/', 'public address'],
    ['https://127.1.2.3/', 'public address'],
    ['https://10.0.0.1/', 'public address'],
    ['https://100.64.0.1/', 'public address'],
    ['https://169.254.169.254/', 'public address'],
    ['https://172.31.255.255/', 'public address'],
    ['https://192.168.1.1/', 'public address'],
    ['https://0.0.0.0/', 'public address'],
    ['https://[::1]/', 'public address'],
    ['https://[::]/', 'public address'],
    ['https://[fd12:3456::1]/', 'public address'],
    ['https://[fe80::1]/', 'public address'],
    ['https://[::ffff:127.0.0.1]/', 'public address'],
    ['https://[::ffff:a9fe:a9fe]/', 'public address'],
    ['https://localhost/', 'public address'],
    ['https://api.localhost./', 'public address'],
  ])('refuses %s', (url, reason) => {
    expect(targetUrlProblem(url, strict)).toContain(reason);
  });

  it('allows http and private targets only where the installation allows them', () => {
    expect(targetUrlProblem('http://127.0.0.1:8080/in', { allowPrivate: true })).toBeUndefined();
    expect(targetUrlProblem('file:///etc/passwd', { allowPrivate: true })).toContain('https:// or http://');
  });
});

describe('webhook signing', () => {
  it('signs so that the Standard Webhooks reference verifier accepts it, and only with the right secret', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({ type: 'employee.created', timestamp: '2026-11-23T08:00:00.000Z', data: { id: 'x' } });
    const headers = signedHeaders(secret, 'msg_1', new Date(), body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body.replace('"x"', '"y"'), headers)).toThrow();
  });
});

describe('webhook retry schedule', () => {
  it('waits longer after each failure, spans about a day, and ends after eight attempts', () => {
    expect(nextRetryDelayMs(1)).toBe(5_000);
    expect(nextRetryDelayMs(7)).toBe(10 * 3_600_000);
    expect(nextRetryDelayMs(8)).toBeNull();
    const total = WEBHOOK_RETRY_DELAYS_MS.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeGreaterThan(24 * 3_600_000);
    expect(total).toBeLessThan(30 * 3_600_000);
  });
});
