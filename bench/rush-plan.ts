import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { TenantDatabase } from '../src/db/tenant/schema.js';

/** What bench/rush-setup.ts created and the morning rush clocks against; handed over as a JSON file. */
export interface RushPlan {
  tenants: Array<{ slug: string; terminalCode: string; badges: string[] }>;
}

/** What bench/rush-events.ts found stored after the rush: per tenant, the badge and event_id of every clock event. */
export type StoredEvents = Record<string, Array<{ badge: string | null; eventId: string | null }>>;

/** The badge and event_id of every clock event of one tenant database: what the rush is checked against. */
export function storedEventsOf(db: Kysely<TenantDatabase>): Promise<StoredEvents[string]> {
  return db
    .selectFrom('clock_events')
    .leftJoin('employees', 'employees.id', 'clock_events.employee_id')
    .select(['employees.badge as badge', 'clock_events.event_id as eventId'])
    .execute();
}

export const rushSlug = (tenant: number): string => `rush-${tenant}`;
export const rushBadge = (employee: number): string => `B${employee}`;
export const rushEventId = (slug: string, badge: string): string => `rush-${slug}-${badge}`;

export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

export function writeJson(file: string, value: unknown): void {
  fs.writeFileSync(file, JSON.stringify(value));
}

/** The child scripts take whole numbers on the command line; the harness has validated them already. */
export function wholeNumberArgument(value: string | undefined, name: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return number;
}
