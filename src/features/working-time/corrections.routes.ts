import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requestVisibility } from '../../platform/access/visibility.js';
import { paginate, PageQuery } from '../../platform/http/pagination.js';
import { Data, DateOnly, errorResponses, NonBlank, Nullable, Paginated, StringEnum, StoredInstant, Uuid } from '../../platform/http/schemas.js';
import { toClockEvent } from '../clocking/clock-event.resource.js';
import { CLOCK_TYPES } from '../../domain/clocking/clock-sequence.js';
import { ClockEventHistoryEntry, ClockEventSnapshot, CORRECTION_ACTIONS, toClockEventHistoryEntry } from './clock-event-history.resource.js';
import { CORRECTION_REQUEST_STATUSES, CorrectionRequest } from './correction-request.resource.js';
import * as requests from './correction-requests.service.js';
import { correctClockEvents, clockEventHistory, correctionsLog, type Correction, type CorrectionPolicy } from './corrections.service.js';
import { ValidationError } from '../../platform/errors/errors.js';
import { defineFeature } from '../feature.js';
import type { Config } from '../../config.js';

const tags = ['working-time'];
const Reason = NonBlank(500, 'Why the change is needed; kept in the history');
const OccurredAt = StoredInstant('ISO 8601 with offset, in the years 1900 to 2199');
const ClockType = StringEnum(CLOCK_TYPES);
const EventParams = Type.Object({ employee: Uuid('UUID of the employee'), event: Uuid('UUID of the clock event') });
const ProjectId = Nullable(
  Uuid('The project worked on from this event on; only with come, switch, break_end; module projects (422 module_disabled); on a change null removes it'),
);

const AddBody = Type.Object(
  {
    type: Type.Optional(ClockType),
    occurred_at: Type.Optional(OccurredAt),
    project_id: Type.Optional(ProjectId),
    events: Type.Optional(
      Type.Array(Type.Object({ type: ClockType, occurred_at: OccurredAt, project_id: Type.Optional(ProjectId) }, { additionalProperties: false }), {
        minItems: 1,
        maxItems: 50,
        description: 'Several events added as one unit (e.g. a forgotten day: come and go), checked as a whole',
      }),
    ),
    reason: Reason,
  },
  {
    additionalProperties: false,
    description: 'Either type and occurred_at, or events',
    examples: [
      {
        events: [
          { type: 'come', occurred_at: '2026-03-02T07:00:00+01:00' },
          { type: 'go', occurred_at: '2026-03-02T15:30:00+01:00' },
        ],
        reason: 'Stempelkarte vergessen, Zeiten laut Schichtplan',
      },
    ],
  },
);

/** Corrections of clock events (time-tracking:correct) and correction requests by everyone else. */
export const correctionsRoutes: FastifyPluginAsyncTypebox<{ policy: CorrectionPolicy }> = async (app, { policy }) => {
  const correctionCall = async (request: FastifyRequest) => ({
    db: request.tenantDb,
    tenant: request.tenant,
    visibility: await requestVisibility(request),
    correctorId: request.principal!.employeeId,
    policy,
  });
  const requestCall = async (request: FastifyRequest): Promise<requests.RequestCall> => ({
    db: request.tenantDb,
    tenant: request.tenant,
    principal: request.principal!,
    visibility: await requestVisibility(request),
    policy,
  });
  const conflictErrors = errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'validation_error');

  app.post(
    '/employees/:employee/clock-events',
    {
      config: { conflicts: ['payroll_period_locked', 'clock_order', 'employee_erased'], permission: 'time-tracking:correct' },
      schema: {
        tags,
        operationId: 'addClockEventCorrection',
        summary: 'Add one clock event, or several as one unit, as a correction with a reason',
        description: 'The come/go order must hold afterwards (409 clock_order); closed payroll months answer 409 payroll_period_locked.',
        params: Type.Object({ employee: Uuid('UUID of the employee') }),
        body: AddBody,
        response: { 201: Data(Type.Union([ClockEventSnapshot, Type.Array(ClockEventSnapshot)])), ...conflictErrors },
      },
    },
    async (request, reply) => {
      const { type, occurred_at, project_id, events, reason } = request.body;
      let corrections: Correction[];
      if (events) {
        if (type !== undefined || occurred_at !== undefined || project_id !== undefined) {
          throw ValidationError.field('events', 'Give either events or type and occurred at, not both.');
        }
        corrections = events.map((e) => ({ action: 'create', type: e.type, occurredAt: e.occurred_at, projectId: e.project_id }));
      } else {
        if (!type) throw ValidationError.field('type', 'The type field is required.');
        if (!occurred_at) throw ValidationError.field('occurred_at', 'The occurred at field is required.');
        corrections = [{ action: 'create', type, occurredAt: occurred_at, projectId: project_id }];
      }
      const result = await correctClockEvents(await correctionCall(request), request.params.employee, corrections, reason);
      const created = result.events.map(toClockEvent);
      return reply.code(201).send({ data: events ? created : created[0]! });
    },
  );

  app.patch(
    '/employees/:employee/clock-events/:event',
    {
      config: { conflicts: ['payroll_period_locked', 'clock_order', 'employee_erased'], permission: 'time-tracking:correct' },
      schema: {
        tags,
        operationId: 'correctClockEvent',
        summary: 'Change a clock event’s time, type or project, with a reason',
        params: EventParams,
        body: Type.Object(
          { type: Type.Optional(ClockType), occurred_at: Type.Optional(OccurredAt), project_id: Type.Optional(ProjectId), reason: Reason },
          {
            additionalProperties: false,
            examples: [{ occurred_at: '2026-03-02T06:58:00+01:00', reason: 'Terminal am Eingang war gestört' }],
          },
        ),
        response: { 200: Data(ClockEventSnapshot), ...conflictErrors },
      },
    },
    async (request) => {
      const { type, occurred_at, project_id, reason } = request.body;
      if (type === undefined && occurred_at === undefined && project_id === undefined) {
        throw ValidationError.field('occurred_at', 'Give the new occurred at, type or project id.');
      }
      const result = await correctClockEvents(await correctionCall(request), request.params.employee, [
        { action: 'update', eventId: request.params.event, type, occurredAt: occurred_at, projectId: project_id },
      ], reason);
      return { data: toClockEvent(result.events[0]!) };
    },
  );

  app.delete(
    '/employees/:employee/clock-events/:event',
    {
      config: { conflicts: ['payroll_period_locked', 'clock_order', 'employee_erased'], permission: 'time-tracking:correct' },
      schema: {
        tags,
        operationId: 'deleteClockEvent',
        summary: 'Remove a clock event from its day, with a reason; it stays in the history',
        params: EventParams,
        body: Type.Object({ reason: Reason }, {
          additionalProperties: false,
          examples: [{ reason: 'Doppelt gestempelt' }],
        }),
        response: { 200: Data(ClockEventHistoryEntry), ...conflictErrors },
      },
    },
    async (request) => {
      const result = await correctClockEvents(await correctionCall(request), request.params.employee, [
        { action: 'delete', eventId: request.params.event },
      ], request.body.reason);
      return { data: toClockEventHistoryEntry(result.history[0]!) };
    },
  );

  app.get(
    '/employees/:employee/clock-events/:event/history',
    {
      schema: {
        tags,
        operationId: 'listClockEventHistory',
        summary: 'Every correction of a clock event, oldest first (also of a deleted one)',
        description: 'Own events need no permission; others need time-tracking:view or time-tracking:correct and visibility.',
        params: EventParams,
        response: { 200: Data(Type.Array(ClockEventHistoryEntry)), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      const rows = await clockEventHistory(request.tenantDb, request.principal!, await requestVisibility(request), request.params.employee, request.params.event);
      return { data: rows.map(toClockEventHistoryEntry) };
    },
  );

  app.get(
    '/employees/:employee/clock-event-history',
    {
      schema: {
        tags,
        operationId: 'listCorrectionsOfEmployee',
        summary: 'Every correction made to a person’s clock events between two days, oldest first, deleted and moved events included',
        description:
          'The log of changes to the record: what each correction added, changed or removed (before and after), why, by whom and when. Days are the person’s, in their zone, and select by when the correction was made. Own events need no permission; others need time-tracking:view or time-tracking:correct and visibility; someone deleted stays readable to those who may see them.',
        params: Type.Object({ employee: Uuid('UUID of the employee') }),
        querystring: Type.Object({
          from: Type.Optional(DateOnly('First day the corrections were made on (default: the first of the current month)')),
          to: Type.Optional(DateOnly('Last day, inclusive (default: the end of from’s month); at most 366 days')),
        }),
        response: {
          200: Data(Type.Object({ employee_id: Uuid(), from: DateOnly(), to: DateOnly(), entries: Type.Array(ClockEventHistoryEntry) })),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error'),
        },
      },
    },
    async (request) => {
      const call = { db: request.tenantDb, tenant: request.tenant, principal: request.principal!, visibility: await requestVisibility(request) };
      const { range, rows } = await correctionsLog(call, request.params.employee, request.query);
      return { data: { employee_id: request.params.employee, from: range.from, to: range.to, entries: rows.map(toClockEventHistoryEntry) } };
    },
  );

  const RequestParams = Type.Object({ request: Uuid('UUID of the correction request') });
  const single = { 200: Data(CorrectionRequest), ...conflictErrors };

  app.post(
    '/correction-requests',
    {
      config: { conflicts: ['employee_erased'], sends: ['idempotent-replayed', 'location'] },
      schema: {
        tags,
        operationId: 'createCorrectionRequest',
        summary: 'Ask for a correction of clock events (own, or of someone visible)',
        description:
          'create needs type and occurred_at; update needs clock_event_id and a new occurred_at, type or project_id; delete needs clock_event_id. Someone with time-tracking:correct decides. A change one of the person\'s open requests asks for already (a creation of the same type at the same instant, or the same change or deletion of the same event; e.g. a retry after a lost answer) answers 201 with that request and `Idempotent-Replayed: true`; nothing is filed twice.',
        body: Type.Object(
          {
            employee_id: Type.Optional(Uuid('Whose events (default: your own)')),
            action: StringEnum(CORRECTION_ACTIONS),
            clock_event_id: Type.Optional(Uuid()),
            type: Type.Optional(ClockType),
            occurred_at: Type.Optional(OccurredAt),
            project_id: Type.Optional(Uuid('The project the event is to name; only with come, switch, break_end; module projects')),
            reason: Reason,
          },
          {
            additionalProperties: false,
            examples: [
              {
                action: 'create',
                type: 'go',
                occurred_at: '2026-03-02T17:05:00+01:00',
                reason: 'Ausstempeln vergessen',
              },
            ],
          },
        ),
        response: { 201: Data(CorrectionRequest), ...conflictErrors },
      },
    },
    async (request, reply) => {
      const asked = await requests.requestCorrection(await requestCall(request), request.body);
      if (asked.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).header('location', `/rest/correction-requests/${asked.request.id}`).send({ data: asked.request });
    },
  );

  app.get(
    '/correction-requests',
    {
      schema: {
        tags,
        operationId: 'listCorrectionRequests',
        summary: 'Correction requests: your own, or with time-tracking:correct those of everyone you see',
        querystring: Type.Object({
          ...PageQuery.properties,
          status: Type.Optional(StringEnum(CORRECTION_REQUEST_STATUSES)),
          employee_id: Type.Optional(Uuid()),
        }),
        response: { 200: Paginated(CorrectionRequest), ...errorResponses('unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request) => {
      const { page, per_page, ...filters } = request.query;
      const source = requests.requestSource(await requestCall(request), { ...filters });
      return paginate(request, { page, per_page }, source, (item) => item);
    },
  );

  app.get(
    '/correction-requests/:request',
    {
      schema: { tags, operationId: 'getCorrectionRequest', summary: 'One correction request', params: RequestParams, response: single },
    },
    async (request) => ({ data: await requests.getRequest(await requestCall(request), request.params.request) }),
  );

  app.post(
    '/correction-requests/:request/approve',
    {
      config: { conflicts: ['payroll_period_locked', 'clock_order', 'employee_erased'], permission: 'time-tracking:correct' },
      schema: {
        tags,
        operationId: 'approveCorrectionRequest',
        summary: 'Approve and apply a correction request (never one’s own)',
        params: RequestParams,
        response: single,
      },
    },
    async (request) => ({ data: await requests.approveRequest(await requestCall(request), request.params.request) }),
  );

  app.post(
    '/correction-requests/:request/reject',
    {
      config: { conflicts: ['employee_erased'], permission: 'time-tracking:correct' },
      schema: {
        tags,
        operationId: 'rejectCorrectionRequest',
        summary: 'Reject a correction request with a reason (never one’s own)',
        params: RequestParams,
        body: Type.Object({ reason: Reason }, {
          additionalProperties: false,
          examples: [{ reason: 'Laut Schichtplan endete die Schicht um 16:30' }],
        }),
        response: single,
      },
    },
    async (request) => ({
      data: await requests.rejectRequest(await requestCall(request), request.params.request, request.body.reason),
    }),
  );
};

export const correctionsFeature = defineFeature({
  name: 'corrections',
  module: null,
  routes: correctionsRoutes,
  options: ({ services: { config } }: { services: { config: Pick<Config, 'clockMaxSkewMs'> } }) => ({ policy: { maxSkewMs: config.clockMaxSkewMs } }),
});
