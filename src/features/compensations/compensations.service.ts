import type { Visibility } from '../../platform/access/visibility.js';
import { findChangeableEmployee, findVisibleEmployee, holdChangeableEmployee } from '../employees/employees.service.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import type { CompensationsTable } from '../../db/tenant/schema.js';
import { periodsOverlap } from './compensation-periods.js';
import { toCompensation, type Compensation, type CompensationType } from './compensation.resource.js';
import * as repository from './compensations.repository.js';

export interface NewCompensation {
  type: CompensationType;
  amount_cents: number;
  currency?: string;
  valid_from: string;
  valid_to?: string | null;
  note?: string | null;
}

export async function list(db: TenantDb, visibility: Visibility, employeeId: string): Promise<CompensationsTable[]> {
  await findVisibleEmployee(db, visibility, employeeId);
  return repository.listOf(db, employeeId);
}

export async function create(db: TenantDb, visibility: Visibility, employeeId: string, input: NewCompensation): Promise<CompensationsTable> {
  await findChangeableEmployee(db, visibility, employeeId);
  const validTo = input.valid_to ?? null;
  if (validTo !== null && validTo < input.valid_from) {
    throw ValidationError.field('valid_to', 'The valid to must be a date after or equal to valid from.');
  }
  const now = new Date().toISOString();
  const row: CompensationsTable = {
    id: uuidv7(),
    employee_id: employeeId,
    type: input.type,
    amount_cents: input.amount_cents,
    currency: (input.currency ?? 'EUR').toUpperCase(),
    valid_from: input.valid_from,
    valid_to: validTo,
    note: input.note ?? null,
    created_at: now,
    updated_at: now,
  };
  // Check and insert in one transaction, so two concurrent requests cannot both pass the overlap check
  // and none records a pay rate of a person deleted or erased since the look above.
  await db.transaction().execute(async (trx) => {
    await holdChangeableEmployee(trx, employeeId);
    const sameType = await repository.periodsOf(trx, employeeId, input.type);
    const period = { from: row.valid_from, to: row.valid_to };
    const clash = sameType.find((other) => periodsOverlap({ from: other.valid_from, to: other.valid_to }, period));
    if (clash) {
      throw new ConflictError(`A ${input.type.replace('_', ' ')} already applies in that period.`, {
        conflicting_id: clash.id,
        conflicting_period: { valid_from: clash.valid_from, valid_to: clash.valid_to },
      });
    }
    await repository.insert(trx, row);
  });
  return row;
}

export async function remove(db: TenantDb, visibility: Visibility, employeeId: string, compensationId: string): Promise<void> {
  await findChangeableEmployee(db, visibility, employeeId);
  // A pay rate is kept once the person is erased or deleted, even when that happened since the look above.
  await db.transaction().execute(async (trx) => {
    await holdChangeableEmployee(trx, employeeId);
    if ((await repository.remove(trx, employeeId, compensationId)) === 0) throw new NotFoundError('The compensation was not found.');
  });
}

/** A person's pay rates (their access request reads it). */
export async function compensationsOfEmployee(db: TenantDb, employeeId: string): Promise<Compensation[]> {
  return (await repository.listOf(db, employeeId)).map(toCompensation);
}
