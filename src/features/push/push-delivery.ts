import type { FastifyBaseLogger } from 'fastify';
import type { ModuleId } from '../../platform/access/modules.js';
import { PermanentJobError, RetryLaterError, type JobHandler, type JobKind, type ModuleOffHook } from '../../platform/jobs/job-runner.js';
import type { JobRow, JobsDb } from '../../platform/jobs/jobs.repository.js';
import type { PushPayload } from './push-outbox.js';
import { PushDeliveryError, type PushMessage, type PushProvider } from './push-provider.js';
import { pushDevicesOf } from './push-tokens.service.js';
import * as repository from './push.repository.js';

/**
 * The module a notification belongs to, by its `data.kind`: the roster's (`roster_published`,
 * `roster_entry_…`) belong to shift_roster; a clock-in reminder and push tokens to no module.
 */
function moduleOf(payload: PushPayload): ModuleId | undefined {
  return payload.data.kind?.startsWith('roster_') ? 'shift_roster' : undefined;
}

/**
 * A notification of a module the tenant switched off since (its routes answer 403) is not sent:
 * the job, which is the push's record, is dead at once, and its last_error says why.
 */
const moduleOff: ModuleOffHook<PushPayload> = ({ module }) => Promise.reject(new PermanentJobError(`Not sent: module ${module} is off.`));

/**
 * The `push` job: sends one queued notification to every device of the person. Delivered when
 * at least one device accepted it. A dead device token is forgotten. When no device accepted it
 * but one may later (service unavailable, rate limited), the job is retried by the runner,
 * after at least the pause the service asked for; when none is left or none can accept it,
 * the job is dead at once. Its module depends on the notification (moduleOf).
 */
export function pushDelivery(provider: PushProvider, log: Pick<FastifyBaseLogger, 'warn'>): JobKind<PushPayload> {
  return { run: sending(provider, log), module: { of: moduleOf, onOff: moduleOff } };
}

/**
 * Why a notification is no longer worth sending when its turn comes (a retry after the service
 * was down, or a queue worked off late): one about a shift that a later one to the same person has
 * spoken of since (moved, withdrawn, published again) would become the phone's last word about
 * it; a reminder to clock in is out of date once the person has booked since it was queued.
 */
async function outdated(db: JobsDb, job: JobRow, payload: PushPayload): Promise<string | undefined> {
  const entryId = payload.data.entry_id;
  if (entryId && moduleOf(payload) === 'shift_roster' && (await repository.laterRosterPushAbout(db, payload.employee_id, entryId, job.created_at))) {
    return 'a later notification about the same shift was queued';
  }
  if (payload.data.kind === 'remind_clockin' && (await repository.bookedSince(db, payload.employee_id, job.created_at))) return 'the person has booked since the reminder was queued';
  return undefined;
}

function sending(provider: PushProvider, log: Pick<FastifyBaseLogger, 'warn'>): JobHandler<PushPayload> {
  return async ({ db, job, payload, slug, tenant }) => {
    const why = await outdated(db, job, payload);
    if (why) throw new PermanentJobError(`Not sent: ${why}.`);
    // Nothing goes to someone who has left, whatever was queued for them before or since.
    const devices = await pushDevicesOf(db, payload.employee_id, tenant.timezone);
    if (devices.length === 0) throw new PermanentJobError('no device registered');
    let retry: { error: string; afterMs?: number } | undefined;
    let lastError = 'not delivered';
    let delivered = false;
    for (const device of devices) {
      const message: PushMessage = {
        token: device.token,
        platform: device.platform as PushMessage['platform'],
        title: payload.title,
        body: payload.body,
        data: { ...payload.data, push_id: job.id },
      };
      try {
        await provider.send(message);
        delivered = true;
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        if (error instanceof PushDeliveryError && error.tokenInvalid) {
          await repository.forgetDevice(db, device.id);
          log.warn({ tenant: slug, push: job.id, device: device.id }, 'push token no longer valid; forgotten');
        } else if (!(error instanceof PushDeliveryError) || error.retryable) {
          retry = { error: lastError, afterMs: error instanceof PushDeliveryError ? error.retryAfterMs : undefined };
        }
      }
    }
    if (delivered) return;
    if (retry) throw new RetryLaterError(retry.error, retry.afterMs ?? 0);
    throw new PermanentJobError(lastError);
  };
}
