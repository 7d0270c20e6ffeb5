import type { PushOutboxTable } from '../../db/tenant/schema.js';
import { uuidv7 } from '../../platform/ids.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

export interface OutgoingPush {
  employeeId: string;
  title: string;
  body: string;
  data?: Record<string, string>;
}

/**
 * Queues a notification in the tenant's outbox. Written in the same database
 * (and, when the caller passes a transaction, the same transaction) as the
 * business change that caused it, so a push is neither lost nor sent for a
 * change that did not happen. The dispatcher delivers it afterwards.
 */
export async function enqueuePush(db: TenantDb, push: OutgoingPush): Promise<PushOutboxTable> {
  const now = new Date().toISOString();
  const row: PushOutboxTable = {
    id: uuidv7(),
    employee_id: push.employeeId,
    title: push.title,
    body: push.body,
    push_data: push.data ?? {},
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    last_error: null,
    created_at: now,
    sent_at: null,
  };
  await db.insertInto('push_outbox').values(row).execute();
  return row;
}
