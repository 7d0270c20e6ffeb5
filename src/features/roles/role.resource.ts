import { Type, type Static } from '@sinclair/typebox';
import type { RolesTable } from '../../db/tenant/schema.js';
import { PERMISSIONS } from '../../platform/access/permissions.js';
import { utcTimestamp } from '../../platform/formats.js';
import { StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const PermissionName = StringEnum(PERMISSIONS, { description: 'A permission of the spec' });

export const Role = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    system_key: Type.Union([Type.String(), Type.Null()], { description: 'Set for the five seeded system roles' }),
    is_system: Type.Boolean(),
    permissions: Type.Array(PermissionName),
    employees_count: Type.Integer({ minimum: 0, description: 'Current holders among the people the caller may see (those GET /employees lists)' }),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'Role',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0002',
        name: 'Schichtleitung',
        description: 'Plant Schichten und genehmigt Abwesenheiten der eigenen Abteilung',
        system_key: null,
        is_system: false,
        permissions: [
          'employees:view',
          'time-tracking:view',
          'absences:view',
          'absences:approve',
          'schedule-models:view',
        ],
        employees_count: 4,
        created_at: '2026-01-12T10:00:00.000Z',
        updated_at: '2026-01-12T10:00:00.000Z',
      },
    ],
  },
);
export type Role = Static<typeof Role>;

export function toRole(row: RolesTable, employeesCount: number): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    system_key: row.system_key,
    is_system: row.system_key !== null,
    permissions: [...row.permissions].sort() as Role['permissions'],
    employees_count: employeesCount,
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}
