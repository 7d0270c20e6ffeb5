import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { utcTimestamp } from '../../platform/formats.js';
import { Data, errorResponses, StatusResponse, StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';
import { pushTokensService } from './push-tokens.service.js';
import { defineFeature } from '../feature.js';

const PLATFORMS = ['android', 'ios', 'web'] as const;
const PushToken = Type.Object(
  { id: Uuid(), platform: StringEnum(PLATFORMS), created_at: UtcTimestamp(), updated_at: UtcTimestamp() },
  {
    $id: 'PushToken',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0017',
        platform: 'android',
        created_at: '2026-02-01T18:20:00.000Z',
        updated_at: '2026-02-01T18:20:00.000Z',
      },
    ],
  },
);
const RegisterBody = Type.Object(
  {
    token: Type.String({ minLength: 8, maxLength: 4096, description: 'Device registration token from FCM/APNs' }),
    platform: StringEnum(PLATFORMS),
  },
  {
    additionalProperties: false,
    examples: [{ token: 'fcm:dK3s9Q2xR0uYp7LmN4vB8w:APA91bH-example-registration', platform: 'android' }],
  },
);
const tags = ['push'];

/**
 * Device push tokens belong to a session (the access token in use): a phone
 * registers its token after login, and logout or DELETE /push-token removes
 * exactly that device, while the user's other devices keep theirs.
 */
export const pushTokensRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/push-token',
    {
      config: { note: 'bound to the session in use', permission: 'notifications:own' },
      schema: {
        tags,
        operationId: 'registerPushToken',
        summary: 'Register this device for push notifications (bound to the current session)',
        body: RegisterBody,
        response: { 201: Data(PushToken), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const row = await pushTokensService.register(request.tenantDb, request.principal!, request.body.token, request.body.platform);
      return reply.code(201).send({
        data: { id: row.id, platform: request.body.platform, created_at: utcTimestamp(row.created_at), updated_at: utcTimestamp(row.updated_at) },
      });
    },
  );

  app.delete(
    '/push-token',
    {
      config: { note: 'removes only this session\'s token', permission: 'notifications:own' },
      schema: {
        tags,
        operationId: 'removePushToken',
        summary: "Remove this session's push token; the user's other devices keep receiving notifications",
        response: { 200: StatusResponse, ...errorResponses('unauthenticated', 'forbidden') },
      },
    },
    async (request) => {
      const removed = await pushTokensService.removeForSession(request.tenantDb, request.principal!);
      return { status: removed ? 'deleted' : 'not_registered' };
    },
  );
};

export const pushTokensFeature = defineFeature({
  name: 'push-tokens',
  module: null,
  routes: pushTokensRoutes,
});
