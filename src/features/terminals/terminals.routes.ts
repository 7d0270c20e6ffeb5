import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Data, errorResponses, IdParams, MessageResponse, NonBlank, Paginated, Uuid } from '../../platform/http/schemas.js';
import { paginate, PageQuery } from '../../platform/http/pagination.js';
import { TerminalProject, toTerminalProject } from '../projects/project.resource.js';
import { BufferedOccurredAt, clockPolicy, EventId, ProjectId, RequestedType } from '../clocking/clocking.routes.js';
import { ClockReceipt, toClockReceipt } from '../clocking/clock-event.resource.js';
import { NfcUid } from '../nfc-tags/nfc-tags.schemas.js';
import { Terminal, toTerminal } from './terminal.resource.js';
import * as service from './terminals.service.js';
import { defineFeature } from '../feature.js';
import type { Config } from '../../config.js';
import { LoginThrottle, loginThrottlePolicy } from '../identity/login-throttle.js';
import type { CounterStore } from '../../platform/rate-limit/counters.js';

const CreateTerminalBody = Type.Object(
  { name: NonBlank(100), location_id: Type.Optional(Type.Union([Uuid(), Type.Null()])) },
  {
    additionalProperties: false,
    examples: [{ name: 'Eingang Backstube', location_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0004' }],
  },
);
const CreatedTerminal = Type.Composite([
  Terminal,
  Type.Object({ secret: Type.String({ description: 'The terminal’s code for POST /terminal/{code}; shown only now' }) }),
], {
  examples: [
    {
      id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d000a',
      name: 'Eingang Backstube',
      location_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0004',
      last_used_at: null,
      created_at: '2025-11-04T07:30:00.000Z',
      secret: 'term_N4x8Qw2ZrT6yLp0VbK3mH7sD',
    },
  ],
});
const TerminalClockBody = Type.Object(
  {
    badge: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Badge number as the reader sends it; blanks and line ends around it are ignored' })),
    nfc_uid: Type.Optional(NfcUid('NFC tag UID in hex, with or without blanks, colons or dashes between the bytes (module nfc_clock)')),
    employee_code: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: 'Personnel number typed in, with pin; blanks around it are ignored, as at login' })),
    pin: Type.Optional(Type.String({ pattern: '^[0-9]{4,8}$' })),
    type: RequestedType,
    occurred_at: Type.Optional(BufferedOccurredAt('For events buffered offline: when they happened')),
    event_id: Type.Optional(EventId),
    project_id: Type.Optional(ProjectId),
  },
  { additionalProperties: false, examples: [{ badge: 'B-1042', type: 'come' }] },
);
const tags = ['terminals'];
const module = 'terminals' as const;

export type TerminalRouteOptions = service.TerminalClockDeps;

/** Hardware terminals (module terminals): registration by admins, and clocking with the terminal's code. */
export const terminalsRoutes: FastifyPluginAsyncTypebox<TerminalRouteOptions> = async (app, options) => {
  app.post(
    '/terminals',
    {
      config: { note: 'answers the terminal\'s secret code once', module, permission: 'settings:manage' },
      schema: {
        tags,
        operationId: 'createTerminal',
        summary: 'Register a terminal; the answer carries its secret code, which is never shown again',
        body: CreateTerminalBody,
        response: { 201: Data(CreatedTerminal), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const { terminal, code } = await service.createTerminal(request.tenantDb, request.body);
      return reply.code(201).send({ data: { ...toTerminal(terminal), secret: code } });
    },
  );

  app.get(
    '/terminals',
    {
      config: { module, permission: 'settings:manage' },
      schema: {
        tags,
        operationId: 'listTerminals', summary: 'List terminals (without their secret codes)',
        response: { 200: Data(Type.Array(Terminal)), ...errorResponses('unauthenticated', 'forbidden') },
      },
    },
    async (request) => ({ data: (await service.listTerminals(request.tenantDb)).map(toTerminal) }),
  );

  app.delete(
    '/terminals/:terminal',
    {
      config: { note: 'revokes the code', module, permission: 'settings:manage' },
      schema: {
        tags,
        operationId: 'revokeTerminal',
        summary: 'Revoke a terminal: its code stops working at once',
        params: IdParams('terminal'),
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      await service.revokeTerminal(request.tenantDb, request.params.terminal);
      return { message: 'The terminal was revoked.' };
    },
  );

  app.post(
    '/terminal/:code',
    {
      config: { conflicts: ['payroll_period_locked', 'clock_order', 'event_id_reused'], note: 'the person needs time-tracking:clock-terminal; NFC needs module nfc_clock', module, public: true, credentialInPath: 'code', sends: ['idempotent-replayed'] },
      schema: {
        tags,
        operationId: 'clockAtTerminal',
        summary: 'Clock at a terminal: no bearer token; the code in the path is the terminal’s secret. Flat answer without data.',
        params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }) }),
        body: TerminalClockBody,
        response: {
          201: ClockReceipt,
          ...errorResponses('bad_request', 'forbidden', 'not_found', 'conflict', 'validation_error'),
        },
      },
    },
    async (request, reply) => {
      const booking = await service.clockAtTerminal(request.tenantDb, request.tenant, request.ip, request.params.code, request.body, options, toClockReceipt);
      if (booking.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(booking.reply);
    },
  );

  app.get(
    '/terminal/:code/projects',
    {
      config: { note: 'needs module projects too; active projects of the terminal\'s location', module, public: true, credentialInPath: 'code' },
      schema: {
        tags,
        operationId: 'listTerminalProjects',
        summary:
          'The projects to choose from at a terminal: no bearer token, the code in the path is the terminal’s secret. Active projects running today that may be booked at the terminal’s location (a terminal without location: only unrestricted ones), by number, paginated.',
        params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }) }),
        querystring: PageQuery,
        response: { 200: Paginated(TerminalProject), ...errorResponses('bad_request', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request) => {
      const source = await service.projectsAtTerminal(request.tenantDb, request.tenant, request.ip, request.params.code, options);
      return paginate(request, request.query, source, toTerminalProject);
    },
  );
};

export const terminalsFeature = defineFeature({
  name: 'terminals',
  module: 'terminals',
  routes: terminalsRoutes,
  options: ({ services: { config, counters } }: { services: { config: Config; counters: CounterStore } }) => ({
    policy: clockPolicy(config),
    guard: { missesPerAddress: 20, identificationMissesPerTerminal: 30, windowMs: 15 * 60_000 },
    counters,
    pinThrottle: new LoginThrottle(
      counters,
      loginThrottlePolicy(config),
      'pin',
    ),
  }),
});
