import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requestVisibility } from '../../platform/access/visibility.js';
import { paginate, PageQuery } from '../../platform/http/pagination.js';
import { ifMatchOf, IfMatchHeaders, versionTag } from '../../platform/http/conditional.js';
import { Data, DateOnly, errorResponses, MessageResponse, NonBlank, Nullable, Paginated, StringEnum, Uuid } from '../../platform/http/schemas.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import type { EauProvider } from '../eau/eau-provider.js';
import { defineFeature } from '../feature.js';
import {
  ABSENCE_CATEGORIES,
  ABSENCE_STATUSES,
  Absence,
  AbsenceSettings,
  AbsenceType,
  PlannedEntryWarning,
  toAbsence,
  toAbsenceSettings,
  toAbsenceType,
  VacationAccount,
} from './absence.resource.js';
import * as service from './absences.service.js';

const tags = ['absences'];
const module = 'leave_requests' as const;
const TypeParams = Type.Object({ type: Uuid('UUID of the absence type') });
const AbsenceParams = Type.Object({ absence: Uuid('UUID of the absence') });
const EmployeeParams = Type.Object({ employee: Uuid('UUID of the employee') });
const Note = Nullable(Type.String({ maxLength: 1000 }));
const AllowNegative = Type.Boolean({ description: 'An approver (absences:approve, not for oneself) lets the absence go beyond the remaining vacation' });
const WithWarnings = Type.Object({
  data: Absence,
  warnings: Type.Array(PlannedEntryWarning, { description: 'Roster entries planned on the dates of an approved absence' }),
});
const single = { 200: Data(Absence), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'validation_error') };
/** The answer of a change that takes If-Match: one absence, or 412 when it was changed since the version named. */
const changed = { ...single, ...errorResponses('precondition_failed') };
const IfMatch = IfMatchHeaders('absence');
/** What the ETag of an absence's answers is. */
const VERSION = 'The answer’s ETag is the version of the absence, moving with `updated_at`: send it back in If-Match to change, decide, cancel or delete it only as read.';
/** For a change that takes If-Match. */
const CONDITIONAL = 'With If-Match, only the version of the absence it names is changed (412 `precondition_failed` after a change by someone else).';

const TypeFields = {
  name: NonBlank(100),
  credits_time: Type.Boolean(),
  needs_approval: Type.Boolean(),
  counts_against_entitlement: Type.Boolean(),
};

/** Absences (module leave_requests): types, requests with approval, the vacation account, settings. */
export const absencesRoutes: FastifyPluginAsyncTypebox<{ jobs: JobRunner; eauProvider: EauProvider }> = async (app, { jobs, eauProvider }) => {
  const call = async (request: FastifyRequest): Promise<service.AbsenceCall> => ({
    db: request.tenantDb,
    tenant: request.tenant,
    principal: request.principal!,
    visibility: await requestVisibility(request),
    eauProvider: eauProvider.name,
    notifyJobs: () => jobs.notify(request.tenant.slug),
  });

  app.get(
    '/absence-types',
    {
      config: { module },
      schema: {
        tags,
        operationId: 'listAbsenceTypes',
        summary: 'Every absence type: the six system types first, then custom ones by name',
        response: { 200: Data(Type.Array(AbsenceType)), ...errorResponses('unauthenticated', 'forbidden') },
      },
    },
    async (request) => ({ data: (await service.listTypes(request.tenantDb)).map(toAbsenceType) }),
  );

  app.post(
    '/absence-types',
    {
      config: { module, permission: 'absences:manage' },
      schema: {
        tags,
        operationId: 'createAbsenceType',
        summary: 'Create a custom absence type; flags left out follow the category',
        body: Type.Object(
          {
            name: TypeFields.name,
            category: StringEnum(ABSENCE_CATEGORIES),
            credits_time: Type.Optional(TypeFields.credits_time),
            needs_approval: Type.Optional(TypeFields.needs_approval),
            counts_against_entitlement: Type.Optional(TypeFields.counts_against_entitlement),
          },
          {
            additionalProperties: false,
            examples: [
              {
                name: 'Bildungsurlaub',
                category: 'training',
                credits_time: true,
                needs_approval: true,
                counts_against_entitlement: false,
              },
            ],
          },
        ),
        response: { 201: Data(AbsenceType), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => reply.code(201).send({ data: toAbsenceType(await service.createType(request.tenantDb, request.body)) }),
  );

  app.patch(
    '/absence-types/:type',
    {
      config: { module, permission: 'absences:manage' },
      schema: {
        tags,
        operationId: 'updateAbsenceType',
        summary: 'Rename an absence type or change its flags (the category stays)',
        params: TypeParams,
        body: Type.Partial(Type.Object(TypeFields), {
          additionalProperties: false,
          examples: [{ name: 'Bildungsurlaub (Sachsen)', needs_approval: true }],
        }),
        response: { 200: Data(AbsenceType), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request) => ({ data: toAbsenceType(await service.updateType(request.tenantDb, request.params.type, request.body)) }),
  );

  app.delete(
    '/absence-types/:type',
    {
      config: { conflicts: ['absence_type_system', 'absence_type_in_use'], module, permission: 'absences:manage' },
      schema: {
        tags,
        operationId: 'deleteAbsenceType',
        summary: 'Delete a custom absence type no absence uses (409 otherwise, and for system types)',
        params: TypeParams,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict') },
      },
    },
    async (request) => {
      await service.deleteType(request.tenantDb, request.params.type);
      return { message: 'The absence type was deleted.' };
    },
  );

  app.get(
    '/absences',
    {
      config: { module },
      schema: {
        tags,
        operationId: 'listAbsences',
        summary: 'Absences: one’s own, or with absences:view those of everyone visible; newest first',
        querystring: Type.Object({
          ...PageQuery.properties,
          employee_id: Type.Optional(Uuid()),
          from: Type.Optional(DateOnly('Absences ending on or after this date')),
          to: Type.Optional(DateOnly('Absences starting on or before this date')),
          status: Type.Optional(StringEnum(ABSENCE_STATUSES)),
          type_id: Type.Optional(Uuid()),
        }),
        response: { 200: Paginated(Absence), ...errorResponses('unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request) => {
      const { page, per_page, ...filters } = request.query;
      return paginate(request, { page, per_page }, service.absenceSource(await call(request), filters), toAbsence);
    },
  );

  app.post(
    '/absences',
    {
      config: {
        conflicts: ['payroll_period_locked', 'absence_overlap', 'employee_erased'],
        module,
        note: 'own absences need no permission; for someone else absences:manage and visibility',
        sends: ['idempotent-replayed', 'etag', 'location'],
      },
      schema: {
        tags,
        operationId: 'createAbsence',
        summary: 'Request an absence (types without approval start approved)',
        description:
          'The same absence asked for again (a requested or approved one of the person with the same type, dates and half days, e.g. a retry after a lost answer) answers 201 with that absence as it now stands and `Idempotent-Replayed: true`; nothing is created. 409 absence_overlap with another requested or approved absence (`_meta.absence_id`; sickness may lie over a vacation, BUrlG §9), 409 payroll_period_locked in a closed month, 422 vacation_exceeded beyond the remaining vacation unless allow_negative, 422 on start_date or end_date when no day of the absence lies in the employment (after the exit date, before the entry date).',
        body: Type.Object(
          {
            employee_id: Type.Optional(Uuid('Whose absence (default: your own)')),
            type_id: Uuid(),
            start_date: DateOnly(),
            end_date: DateOnly(),
            half_day_start: Type.Optional(Type.Boolean()),
            half_day_end: Type.Optional(Type.Boolean()),
            note: Type.Optional(Note),
            allow_negative: Type.Optional(AllowNegative),
          },
          {
            additionalProperties: false,
            examples: [
              {
                employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
                type_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0010',
                start_date: '2026-04-07',
                end_date: '2026-04-10',
                note: 'Osterferien',
              },
            ],
          },
        ),
        response: { 201: WithWarnings, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'validation_error') },
      },
    },
    async (request, reply) => {
      const created = await service.createAbsence(await call(request), request.body);
      if (created.replayed) reply.header('idempotent-replayed', 'true');
      return reply
        .code(201)
        .header('etag', versionTag(created.absence))
        .header('location', `/rest/absences/${created.absence.id}`)
        .send({ data: toAbsence(created.absence), warnings: created.warnings });
    },
  );

  app.get(
    '/absences/:absence',
    {
      config: { module, sends: ['etag'] },
      schema: { tags, operationId: 'getAbsence', summary: 'One absence with the working days it costs', description: VERSION, params: AbsenceParams, response: single },
    },
    async (request, reply) => {
      const absence = await service.getAbsence(await call(request), request.params.absence);
      return reply.header('etag', versionTag(absence)).send({ data: toAbsence(absence) });
    },
  );

  app.patch(
    '/absences/:absence',
    {
      config: {
        conflicts: ['absence_status', 'payroll_period_locked', 'absence_overlap', 'employee_erased'],
        module,
        note: 'a requested absence by its person or with absences:manage; an approved one with absences:manage',
        sends: ['etag'],
      },
      schema: {
        tags,
        operationId: 'updateAbsence',
        summary: 'Change the dates, type or note of a requested (or, with absences:manage, an approved) absence',
        description: `${CONDITIONAL} ${VERSION}`,
        params: AbsenceParams,
        headers: IfMatch,
        body: Type.Object(
          {
            type_id: Type.Optional(Uuid()),
            start_date: Type.Optional(DateOnly()),
            end_date: Type.Optional(DateOnly()),
            half_day_start: Type.Optional(Type.Boolean()),
            half_day_end: Type.Optional(Type.Boolean()),
            note: Type.Optional(Note),
          },
          {
            additionalProperties: false,
            examples: [{ end_date: '2026-04-13', half_day_end: true, note: 'Osterferien, Montag halber Tag' }],
          },
        ),
        response: changed,
      },
    },
    async (request, reply) => {
      const ifMatch = ifMatchOf(request.headers['if-match']);
      const absence = await service.updateAbsence(await call(request), request.params.absence, request.body, ifMatch);
      return reply.header('etag', versionTag(absence)).send({ data: toAbsence(absence) });
    },
  );

  app.delete(
    '/absences/:absence',
    {
      config: { conflicts: ['payroll_period_locked', 'employee_erased'], module, note: 'one’s own requested absence; any other with absences:manage' },
      schema: {
        tags,
        operationId: 'deleteAbsence',
        summary: 'Delete an absence (an approved one only outside closed payroll months)',
        description: 'With If-Match, only the version of the absence it names is deleted (412 `precondition_failed` after a change by someone else).',
        params: AbsenceParams,
        headers: IfMatch,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'precondition_failed') },
      },
    },
    async (request) => {
      const ifMatch = ifMatchOf(request.headers['if-match']);
      await service.deleteAbsence(await call(request), request.params.absence, ifMatch);
      return { message: 'The absence was deleted.' };
    },
  );

  app.post(
    '/absences/:absence/approve',
    {
      config: { conflicts: ['absence_status', 'payroll_period_locked', 'absence_overlap', 'employee_erased'], module, permission: 'absences:approve', sends: ['etag'] },
      schema: {
        tags,
        operationId: 'approveAbsence',
        summary: 'Approve a requested absence (never one’s own); warns about roster entries planned on its dates',
        description: `${CONDITIONAL} ${VERSION}`,
        params: AbsenceParams,
        headers: IfMatch,
        body: Type.Optional(Type.Object({ allow_negative: Type.Optional(AllowNegative) }, {
          additionalProperties: false,
          examples: [{ allow_negative: false }],
        })),
        response: { 200: WithWarnings, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'precondition_failed', 'validation_error') },
      },
    },
    async (request, reply) => {
      const ifMatch = ifMatchOf(request.headers['if-match']);
      const approved = await service.approveAbsence(await call(request), request.params.absence, request.body ?? {}, ifMatch);
      return reply.header('etag', versionTag(approved.absence)).send({ data: toAbsence(approved.absence), warnings: approved.warnings });
    },
  );

  app.post(
    '/absences/:absence/reject',
    {
      config: { conflicts: ['absence_status', 'payroll_period_locked', 'employee_erased'], module, permission: 'absences:approve', sends: ['etag'] },
      schema: {
        tags,
        operationId: 'rejectAbsence',
        summary: 'Reject a requested absence with a reason (never one’s own)',
        description: `${CONDITIONAL} ${VERSION}`,
        params: AbsenceParams,
        headers: IfMatch,
        body: Type.Object({ reason: NonBlank(500) }, {
          additionalProperties: false,
          examples: [{ reason: 'Inventur in der Karwoche, bitte eine Woche später' }],
        }),
        response: changed,
      },
    },
    async (request, reply) => {
      const ifMatch = ifMatchOf(request.headers['if-match']);
      const rejected = await service.rejectAbsence(await call(request), request.params.absence, request.body.reason, ifMatch);
      return reply.header('etag', versionTag(rejected)).send({ data: toAbsence(rejected) });
    },
  );

  app.post(
    '/absences/:absence/cancel',
    {
      config: {
        conflicts: ['absence_status', 'payroll_period_locked', 'employee_erased'],
        module,
        note: 'a requested absence by its person; an approved one with absences:manage or absences:approve',
        sends: ['etag'],
      },
      schema: {
        tags,
        operationId: 'cancelAbsence',
        summary: 'Cancel a requested or approved absence',
        description: `${CONDITIONAL} ${VERSION}`,
        params: AbsenceParams,
        headers: IfMatch,
        response: changed,
      },
    },
    async (request, reply) => {
      const ifMatch = ifMatchOf(request.headers['if-match']);
      const cancelled = await service.cancelAbsence(await call(request), request.params.absence, ifMatch);
      return reply.header('etag', versionTag(cancelled)).send({ data: toAbsence(cancelled) });
    },
  );

  app.get(
    '/employees/:employee/vacation',
    {
      config: { module, note: 'own account needs no permission; another’s needs absences:view and visibility' },
      schema: {
        tags,
        operationId: 'getVacationAccount',
        summary: 'The vacation account of a year: entitlement, pro rata, carry-over, taken, planned, requested, remaining',
        params: EmployeeParams,
        querystring: Type.Object({ year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2199, description: 'Default: the current year' })) }),
        response: { 200: Data(VacationAccount), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request) => {
      const { employeeId, account } = await service.vacation(await call(request), request.params.employee, request.query.year);
      return {
        data: {
          employee_id: employeeId,
          year: account.year,
          entitlement_days: account.entitlementDays,
          pro_rata_days: account.proRataDays,
          carried_over_days: account.carriedOverDays,
          carry_over_expires_on: account.carryOverExpiresOn,
          taken_days: account.takenDays,
          planned_days: account.plannedDays,
          requested_days: account.requestedDays,
          remaining_days: account.remainingDays,
        },
      };
    },
  );

  app.get(
    '/absence-settings',
    {
      config: { module, permission: 'absences:view' },
      schema: {
        tags,
        operationId: 'getAbsenceSettings',
        summary: 'The tenant’s default vacation entitlement and eAU threshold',
        response: { 200: Data(AbsenceSettings), ...errorResponses('unauthenticated', 'forbidden') },
      },
    },
    async (request) => ({ data: toAbsenceSettings(await service.settings(request.tenantDb)) }),
  );

  app.patch(
    '/absence-settings',
    {
      config: { module, permission: 'settings:manage' },
      schema: {
        tags,
        operationId: 'updateAbsenceSettings',
        summary: 'Change the default vacation entitlement or the eAU threshold',
        body: Type.Object(
          {
            vacation_days_per_year: Type.Optional(Type.Number({ minimum: 0, maximum: 366, multipleOf: 0.5 })),
            eau_threshold_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 366 })),
          },
          { additionalProperties: false, examples: [{ vacation_days_per_year: 30, eau_threshold_days: 3 }] },
        ),
        response: { 200: Data(AbsenceSettings), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request) => ({ data: toAbsenceSettings(await service.updateSettings(request.tenantDb, request.tenant, request.body)) }),
  );
};

export const absencesFeature = defineFeature({
  name: 'absences',
  module: 'leave_requests',
  routes: absencesRoutes,
  options: ({ services }: { services: { jobs: JobRunner; eauProvider: EauProvider } }) => ({ jobs: services.jobs, eauProvider: services.eauProvider }),
});
