import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requestVisibility } from '../../platform/access/visibility.js';
import { contentTag, NOT_MODIFIED, notModified } from '../../platform/http/conditional.js';
import { Data, errorResponses, IdParams, MessageResponse, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';
import * as service from './calendar-feed.service.js';
import { ICS_CONTENT_TYPE } from './ics.js';
import { defineFeature } from '../feature.js';

const tags = ['calendar-feed'];
const ownOrManage = 'one’s own, or employees:manage and visibility; module shift_roster (or leave_requests once absences join the feed)';

const CalendarToken = Type.Object({
  employee_id: Uuid(),
  url: Type.String({ description: 'The secret feed URL; shown only now, anyone holding it can read the calendar' }),
  webcal_url: Type.String({ description: 'The same URL with the webcal scheme, which calendar apps subscribe to on a click' }),
  created_at: UtcTimestamp(),
}, {
  examples: [
    {
      employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
      url: 'https://baeckerei-krause.stempel.example/rest/calendar/cal_Z8r2Kq5vWm1xN7tB.ics',
      webcal_url: 'webcal://baeckerei-krause.stempel.example/rest/calendar/cal_Z8r2Kq5vWm1xN7tB.ics',
      created_at: '2026-03-02T10:00:00.000Z',
    },
  ],
});

const call = async (request: FastifyRequest): Promise<service.CalendarCall> => ({
  db: request.tenantDb,
  tenant: request.tenant,
  principal: request.principal!,
  visibility: await requestVisibility(request),
});

/** The feed's address as the caller reached this API; the secret is its last segment. */
function feedPath(request: FastifyRequest, token: string): { url: string; webcal_url: string } {
  const path = `${request.host}/rest/calendar/${token}.ics`;
  return { url: `${request.protocol}://${path}`, webcal_url: `webcal://${path}` };
}

/** A person's calendar feed: published shifts as iCalendar under a secret URL, for calendar apps that cannot log in. */
export const calendarFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/employees/:employee/calendar-token',
    {
      config: { conflicts: ['employee_erased'], note: ownOrManage },
      schema: {
        tags,
        operationId: 'issueCalendarToken',
        summary: 'Issue the secret calendar feed URL of a person; the previous URL stops working',
        description: 'The secret is stored only as a hash, so it cannot be shown again: issue a new one to get a URL, which also revokes the old one.',
        params: IdParams('employee'),
        response: { 201: Data(CalendarToken), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request, reply) => {
      const issued = await service.issueToken(await call(request), request.params.employee);
      return reply.code(201).send({ data: { employee_id: issued.employeeId, ...feedPath(request, issued.token), created_at: issued.createdAt } });
    },
  );

  app.delete(
    '/employees/:employee/calendar-token',
    {
      config: { note: ownOrManage },
      schema: {
        tags,
        operationId: 'revokeCalendarToken',
        summary: 'Revoke the calendar feed URL of a person without issuing a new one (404 when there is none)',
        params: IdParams('employee'),
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      await service.revokeToken(await call(request), request.params.employee);
      return { message: 'The calendar feed URL was revoked.' };
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      config: { public: true, credentialInPath: 'token', sends: ['etag'], note: 'no bearer token: the secret in the path is the credential; 403 while module shift_roster is off' },
      schema: {
        tags,
        operationId: 'getCalendarFeed',
        summary: 'A person’s calendar feed as iCalendar (RFC 5545): published roster entries within about 3 months back and 13 months ahead',
        description:
          'Reached without a login: the secret from POST /employees/{employee}/calendar-token is the credential, so it never appears in logs or the audit log. Unknown or revoked secrets answer 404. The ETag is the SHA-256 of the feed\'s bytes, which stay the same while its data does: a poll that sends it in If-None-Match gets 304 Not Modified without them.',
        security: [],
        params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200, description: 'The secret of the feed URL' }) }),
        response: {
          200: {
            description: 'The feed',
            content: { [ICS_CONTENT_TYPE]: { schema: Type.String({ description: 'UTF-8, CRLF line ends, lines folded at 75 octets' }) } },
          },
          304: NOT_MODIFIED,
          ...errorResponses('forbidden', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      const text = await service.feed(request.tenantDb, request.tenant, request.params.token, Date.now());
      // The same data gives the same bytes, so their hash tells a poll whether anything changed.
      // The feed is still built for it; what a 304 saves is the download.
      const etag = contentTag(text);
      reply.header('etag', etag).header('cache-control', 'private, max-age=300');
      if (notModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(ICS_CONTENT_TYPE).send(text);
    },
  );
};

export const calendarFeedFeature = defineFeature({ name: 'calendar-feed', module: null, routes: calendarFeedRoutes });
