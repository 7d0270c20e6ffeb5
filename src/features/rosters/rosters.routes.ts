import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requestVisibility } from '../../platform/access/visibility.js';
import { ifMatchOf, IfMatchHeaders, NOT_MODIFIED, notModified } from '../../platform/http/conditional.js';
import { paginate, PageQuery } from '../../platform/http/pagination.js';
import { Data, DateOnly, IdParams, MessageResponse, NonBlank, Nullable, Paginated, StringEnum, Uuid, WallClockTime, errorResponses } from '../../platform/http/schemas.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { Roster, ROSTER_STATUSES } from './roster.resource.js';
import { Application, RosterEntry } from './roster-entry.resource.js';
import * as entries from './roster-entries.service.js';
import * as rosters from './rosters.service.js';
import { SERIES_ENDS_MODES, SERIES_FREQUENCIES } from '../../domain/rosters/series.js';
import { defineFeature } from '../feature.js';

const Time = WallClockTime();
const DateOrDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?$',
  description: 'YYYY-MM-DD or a date-time (its date part counts)',
});

const rosterFields = {
  unit_id: Type.Optional(Nullable(Uuid('Department the roster plans for'))),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
  budget_cents: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
};
const CreateRosterBody = Type.Object(
  { name: NonBlank(150), period_start: DateOnly(), period_end: DateOnly(), ...rosterFields },
  {
    additionalProperties: false,
    examples: [
      {
        name: 'Backstube KW 11',
        period_start: '2026-03-09',
        period_end: '2026-03-15',
        unit_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0003',
        notes: 'Ostervorbereitung: Samstag doppelt besetzen',
      },
    ],
  },
);
const UpdateRosterBody = Type.Object(
  { name: Type.Optional(NonBlank(150)), period_start: Type.Optional(DateOnly()), period_end: Type.Optional(DateOnly()), ...rosterFields },
  {
    additionalProperties: false,
    examples: [{ notes: 'Ostervorbereitung: Freitag und Samstag doppelt besetzen', budget_cents: 1250000 }],
  },
);
const RosterListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    unit_id: Type.Optional(Uuid()),
    status: Type.Optional(StringEnum(ROSTER_STATUSES)),
    from: Type.Optional(DateOnly('Rosters whose period ends on or after this day')),
    to: Type.Optional(DateOnly('Rosters whose period starts on or before this day')),
  }),
]);

const Series = Type.Object(
  {
    frequency: StringEnum(SERIES_FREQUENCIES),
    interval: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 99 }))),
    weekdays: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1, maxItems: 7 })),
    monthly_ordinal: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: '5 = the last such weekday of the month' })),
    ends_mode: StringEnum(SERIES_ENDS_MODES),
    ends_count: Type.Optional(Type.Integer({ minimum: 1 })),
    ends_on: Type.Optional(DateOrDateTime),
  },
  { additionalProperties: false, description: 'At most 1,000 occurrences and two years' },
);
const entryFields = {
  employee_id: Type.Optional(Nullable(Uuid('null for an open shift'))),
  shift_id: Type.Optional(Nullable(Uuid())),
  start_time: Type.Optional(Nullable(Time)),
  end_time: Type.Optional(Nullable(Time)),
  note: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  work_area_id: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
  force: Type.Optional(Type.Boolean({ description: 'Plan despite hard working-time-law findings; they stay on the entry as warnings' })),
};
const CreateEntryBody = Type.Object(
  {
    date: DateOrDateTime,
    ...entryFields,
    publish: Type.Optional(Type.Boolean({ description: 'Publish the entry right away (pending acknowledgement, push to the employee)' })),
    series: Type.Optional(Series),
  },
  {
    additionalProperties: false,
    examples: [
      {
        date: '2026-03-14',
        employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
        shift_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d000b',
        note: 'Osterzopf-Produktion',
      },
    ],
  },
);
const UpdateEntryBody = Type.Object({ date: Type.Optional(DateOrDateTime), ...entryFields }, {
  additionalProperties: false,
  examples: [{ shift_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d000b', note: 'Tausch mit Lukas Becker', force: false }],
});
const EntryListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    employee_id: Type.Optional(Uuid()),
    from: Type.Optional(DateOnly()),
    to: Type.Optional(DateOnly()),
    is_open: Type.Optional(Type.Boolean()),
  }),
]);
const RosterParams = IdParams('roster');
const EntryParams = Type.Object({ roster: Uuid('UUID of the roster'), entry: Uuid('UUID of the entry') });
const AcknowledgeHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      description:
        'The ETag of the entry as the person saw it (or its `version` in double quotes): an entry moved since answers 409 `roster_entry_changed` and confirms nothing; a note or status changed since does not stand in the way. Without it, or with `*`, the entry is confirmed as this request reads it.',
      examples: ['"Kj9fVdVTqKrFBLu_P04xSI"'],
    }),
  ),
});
const SeriesSummary = Type.Object({}, { additionalProperties: true });
const module = 'shift_roster' as const;
const manage = 'schedule-models:manage' as const;
const tags = ['rosters'];

const EntryIfMatch = IfMatchHeaders('entry');

/**
 * The versions an acknowledgement confirms, from its If-Match as every change reads it
 * (ifMatchOf: none named without the field or with `*`, 400 for a field that lists no entity
 * tags): those of the strong tags it lists, as If-Match compares strongly and a weak tag matches
 * nothing. A tag is the entry's ETag or its bare `version` (entries.versionOfTag).
 */
function confirmedVersions(field: string | undefined): string[] | undefined {
  return ifMatchOf(field)?.flatMap((tag) => (tag.weak ? [] : [entries.versionOfTag(tag.opaque.slice(1, -1))]));
}

const actorOf = async (request: FastifyRequest): Promise<entries.Actor> => ({
  principal: request.principal!,
  visibility: await requestVisibility(request),
  tenant: request.tenant,
});

/** /rest/rosters: rosters, their entries and series, publication, acknowledgement and open shifts (module shift_roster). */
export const rostersRoutes: FastifyPluginAsyncTypebox<{ jobs: JobRunner }> = async (app, { jobs }) => {
  // Registered once and referenced, because the entry-creation answer names it in two shapes.
  app.addSchema(RosterEntry);
  const Entry = Type.Ref(RosterEntry);

  app.get(
    '/rosters',
    {
      config: { note: 'without schedule-models:view or :manage only published rosters', module },
      schema: {
        tags,
        operationId: 'listRosters',
        summary: 'Rosters; people without schedule-models:view or :manage see published ones only',
        querystring: RosterListQuery,
        response: { 200: Paginated(Roster), ...errorResponses('unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request) => {
      const { page, per_page, ...filters } = request.query;
      return paginate(request, { page, per_page }, rosters.list(request.tenantDb, request.principal!, await requestVisibility(request), filters), (roster) => roster);
    },
  );

  app.post(
    '/rosters',
    {
      config: { module, permission: manage, sends: ['location'] },
      schema: {
        tags,
        operationId: 'createRoster', summary: 'Create a roster for a department and period',
        body: CreateRosterBody,
        response: { 201: Data(Roster), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const roster = await rosters.create(request.tenantDb, request.principal!, await requestVisibility(request), request.body);
      return reply.code(201).header('location', `/rest/rosters/${roster.id}`).send({ data: roster });
    },
  );

  app.get(
    '/rosters/:roster',
    {
      config: { note: 'drafts need schedule-models:view or :manage', module },
      schema: { tags, operationId: 'getRoster', summary: 'One roster', params: RosterParams, response: { 200: Data(Roster), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') } },
    },
    async (request) => ({ data: await rosters.get(request.tenantDb, request.params.roster, request.principal!, await requestVisibility(request)) }),
  );

  app.put(
    '/rosters/:roster',
    {
      config: { module, permission: manage },
      schema: {
        tags,
        operationId: 'updateRoster', summary: 'Change a roster (name, period, department, notes, budget)',
        params: RosterParams,
        body: UpdateRosterBody,
        response: { 200: Data(Roster), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'validation_error') },
      },
    },
    async (request) => ({ data: await rosters.update(request.tenantDb, await requestVisibility(request), request.params.roster, request.body) }),
  );

  app.delete(
    '/rosters/:roster',
    {
      config: { note: 'drafts only', module, permission: manage },
      schema: {
        tags,
        operationId: 'deleteRoster',
        summary: 'Delete a draft roster with its entries (a published one: 409)',
        params: RosterParams,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict') },
      },
    },
    async (request) => {
      await rosters.remove(request.tenantDb, request.tenant, await requestVisibility(request), request.params.roster);
      return { message: 'The roster was deleted.' };
    },
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/rosters/:roster/${action}`,
      {
        config: { module, permission: manage },
        schema: {
          tags,
          operationId: `${action}Roster`,
          summary:
            action === 'publish'
              ? 'Publish the roster and its entries: pending acknowledgements, one push per planned person'
              : 'Withdraw the publication of the roster and its entries',
          params: RosterParams,
          response: { 200: Data(Roster), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
        },
      },
      async (request) => {
        const roster = await rosters[action](request.tenantDb, request.tenant, await requestVisibility(request), request.params.roster);
        if (action === 'publish') jobs.notify(request.tenant.slug);
        return { data: roster };
      },
    );
  }

  app.get(
    '/rosters/:roster/entries',
    {
      config: { note: 'entries of visible people and open shifts; unpublished ones need schedule-models:view or :manage', module },
      schema: {
        tags,
        operationId: 'listRosterEntries',
        summary: 'Entries of visible people and open shifts; without schedule-models:view or :manage only published ones',
        params: RosterParams,
        querystring: EntryListQuery,
        response: { 200: Paginated(Entry), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request) => {
      const { page, per_page, ...filters } = request.query;
      const source = await entries.list(request.tenantDb, await actorOf(request), request.params.roster, filters);
      return paginate(request, { page, per_page }, source, (entry) => entry);
    },
  );

  app.post(
    '/rosters/:roster/entries',
    {
      config: { conflicts: ['working_time_law', 'employee_erased'], note: 'the planned person must be visible', module, permission: manage, sends: ['location', 'etag'] },
      schema: {
        tags,
        operationId: 'createRosterEntries',
        summary: 'Create one entry, or a series of entries, checked against working-time law (hard findings: 409 unless force)',
        params: RosterParams,
        body: CreateEntryBody,
        response: {
          201: Type.Union([Data(Entry), Type.Object({ data: Type.Array(Entry), series: Type.Array(SeriesSummary) })]),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'validation_error'),
        },
      },
    },
    async (request, reply) => {
      const created = await entries.create(request.tenantDb, await actorOf(request), request.params.roster, request.body);
      if (created.pushed) jobs.notify(request.tenant.slug);
      if (created.series) return reply.code(201).send({ data: created.entries, series: created.series });
      // A series creates many entries and has no address of its own; a single entry is named.
      const [entry] = created.entries;
      return reply
        .code(201)
        .header('location', `/rest/rosters/${request.params.roster}/entries/${entry!.id}`)
        .header('etag', entries.entryTag(entry!))
        .send({ data: entry! });
    },
  );

  app.get(
    '/rosters/:roster/entries/:entry',
    {
      config: { note: 'as the list', module, sends: ['etag'] },
      schema: {
        tags,
        operationId: 'getRosterEntry',
        summary: 'One roster entry',
        description:
          'The ETag changes whenever the answer does. Sent back in If-None-Match it answers 304 Not Modified while the entry is unchanged; in If-Match it guards a change or a deletion (412 `precondition_failed` after any change by someone else) and names the version an acknowledgement confirms.',
        params: EntryParams,
        response: { 200: Data(Entry), 304: NOT_MODIFIED, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request, reply) => {
      const entry = await entries.get(request.tenantDb, await actorOf(request), request.params.roster, request.params.entry);
      const etag = entries.entryTag(entry);
      if (notModified(request.headers['if-none-match'], etag)) return reply.code(304).header('etag', etag).send();
      return reply.header('etag', etag).send({ data: entry });
    },
  );

  app.put(
    '/rosters/:roster/entries/:entry',
    {
      config: { conflicts: ['working_time_law', 'employee_erased'], module, permission: manage, sends: ['etag'] },
      schema: {
        tags,
        operationId: 'updateRosterEntry',
        summary: 'Change an entry (checked again); assigning an applicant accepts their application',
        description:
          'With If-Match, only the entry as its ETag names it is changed (412 `precondition_failed` after a change by someone else). The answer carries the new ETag.',
        params: EntryParams,
        headers: EntryIfMatch,
        body: UpdateEntryBody,
        response: { 200: Data(Entry), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'precondition_failed', 'validation_error') },
      },
    },
    async (request, reply) => {
      const ifMatch = ifMatchOf(request.headers['if-match']);
      const { entry, pushed } = await entries.update(request.tenantDb, await actorOf(request), request.params.roster, request.params.entry, request.body, ifMatch);
      if (pushed) jobs.notify(request.tenant.slug);
      return reply.header('etag', entries.entryTag(entry)).send({ data: entry });
    },
  );

  app.delete(
    '/rosters/:roster/entries/:entry',
    {
      config: { module, permission: manage },
      schema: {
        tags,
        operationId: 'deleteRosterEntry',
        summary: 'Delete a roster entry',
        description: 'With If-Match, only the entry as its ETag names it is deleted (412 `precondition_failed` after a change by someone else).',
        params: EntryParams,
        headers: EntryIfMatch,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'precondition_failed') },
      },
    },
    async (request) => {
      const ifMatch = ifMatchOf(request.headers['if-match']);
      await entries.remove(request.tenantDb, await actorOf(request), request.params.roster, request.params.entry, ifMatch);
      return { message: 'The roster entry was deleted.' };
    },
  );

  app.post(
    '/rosters/:roster/entries/:entry/acknowledge',
    {
      config: { conflicts: ['roster_entry_changed'], note: 'only the planned person', module, sends: ['etag'] },
      schema: {
        tags,
        operationId: 'acknowledgeRosterEntry',
        summary: 'The planned person confirms a published entry, in the version If-Match names',
        description:
          'Send the ETag (or the `version` in double quotes) of the entry as the person saw it in If-Match: an entry moved since (person, times or break) answers 409 `roster_entry_changed` and stays to be acknowledged. The answer carries the entry’s ETag.',
        params: EntryParams,
        headers: AcknowledgeHeaders,
        response: { 200: Data(Entry), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict') },
      },
    },
    async (request, reply) => {
      const confirms = confirmedVersions(request.headers['if-match']);
      const entry = await entries.acknowledge(request.tenantDb, await actorOf(request), request.params.roster, request.params.entry, confirms);
      return reply.header('etag', entries.entryTag(entry)).send({ data: entry });
    },
  );

  app.post(
    '/rosters/:roster/entries/:entry/applications',
    {
      config: { note: 'any employee, for published open shifts', module },
      schema: {
        tags,
        operationId: 'applyForOpenShift',
        summary: 'Apply for a published open shift',
        params: EntryParams,
        response: { 201: Data(Application), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict') },
      },
    },
    async (request, reply) => {
      return reply.code(201).send({ data: await entries.apply(request.tenantDb, await actorOf(request), request.params.roster, request.params.entry) });
    },
  );

  app.get(
    '/rosters/:roster/entries/:entry/applications',
    {
      config: { module, permission: manage },
      schema: {
        tags,
        operationId: 'listOpenShiftApplications', summary: 'List the applications for an open shift',
        params: EntryParams,
        response: { 200: Data(Type.Array(Application)), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      return { data: await entries.applications(request.tenantDb, await actorOf(request), request.params.roster, request.params.entry) };
    },
  );
};

export const rostersFeature = defineFeature({
  name: 'rosters',
  module: 'shift_roster',
  routes: rostersRoutes,
  options: ({ services }: { services: { jobs: JobRunner } }) => ({ jobs: services.jobs }),
});
