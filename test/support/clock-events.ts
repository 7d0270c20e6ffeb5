import type { ClockEventsTable } from '../../src/db/tenant/schema.js';
import { uuidv7 } from '../../src/platform/ids.js';

/**
 * A clock event as a row of the table, for tests that store one directly (one from before a rule
 * existed, or one in the past without going through booking): a web `come` in Berlin with no
 * position, project or receipt, unless `fields` says otherwise.
 */
export function clockEventRow(fields: Pick<ClockEventsTable, 'employee_id' | 'occurred_at'> & Partial<ClockEventsTable>): ClockEventsTable {
  return {
    id: uuidv7(),
    type: 'come',
    timezone: 'Europe/Berlin',
    source: 'web',
    terminal_id: null,
    device: null,
    latitude: null,
    longitude: null,
    accuracy_m: null,
    geofence_inside: null,
    event_id: null,
    reply: null,
    corrected: false,
    project_id: null,
    created_at: new Date().toISOString(),
    ...fields,
  };
}
