import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Data, errorResponses, MessageResponse } from '../../platform/http/schemas.js';
import * as service from './session.service.js';
import { LoginThrottle, loginThrottlePolicy } from './login-throttle.js';
import { sessionUser } from './session.service.js';
import { ChangePasswordBody, LoginBody, LoginResult, SessionUser } from './session.schemas.js';
import { defineFeature } from '../feature.js';
import type { Config } from '../../config.js';
import type { CounterStore } from '../../platform/rate-limit/counters.js';

const client = (request: FastifyRequest) => ({
  tenantId: request.tenant.id,
  timeZone: request.tenant.timezone,
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** POST/GET/PUT/DELETE /rest/login: obtain, inspect, re-key and drop a session. */
export const sessionRoutes: FastifyPluginAsyncTypebox<{ deps: service.SessionDeps }> = async (app, { deps }) => {
  app.post(
    '/login',
    {
      config: { note: 'throttled per code and per client address', public: true },
      schema: {
        tags: ['login'],
        operationId: 'login',
        summary: 'Log in with personnel code and password; yields a bearer token',
        security: [],
        body: LoginBody,
        response: { 200: Data(LoginResult), ...errorResponses('bad_request', 'unauthenticated', 'validation_error', 'not_found') },
      },
    },
    async (request) => ({ data: await service.login(request.tenantDb, request.body, client(request), request.tenant.timezone, deps) }),
  );

  app.get(
    '/login',
    {
      config: { note: 'the logged-in person' },
      schema: {
        tags: ['login'],
        operationId: 'getLogin',
        summary: 'The logged-in person with role and effective permissions',
        response: { 200: Data(SessionUser), ...errorResponses('unauthenticated') },
      },
    },
    async (request) => ({ data: await sessionUser(request.tenantDb, request.principal!.employeeId, request.tenant.timezone) }),
  );

  app.put(
    '/login',
    {
      config: { note: 'own password' },
      schema: {
        tags: ['login'],
        operationId: 'changePassword',
        summary: "Change the own password; revokes the user's other tokens",
        body: ChangePasswordBody,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'validation_error') },
      },
    },
    async (request) => {
      const revoked = await service.changePassword(request.tenantDb, request.principal!, request.body, client(request), deps);
      return { message: `The password was changed; ${revoked} other session${revoked === 1 ? '' : 's'} signed out.` };
    },
  );

  app.delete(
    '/login',
    {
      config: { note: 'revokes the token in use' },
      schema: {
        tags: ['login'],
        operationId: 'logout',
        summary: 'Revoke the token in use',
        response: { 200: MessageResponse, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => {
      await service.logout(request.tenantDb, request.principal!);
      return { message: 'Logged out.' };
    },
  );
};

export const sessionFeature = defineFeature({
  name: 'session',
  module: null,
  routes: sessionRoutes,
  options: ({ services: { config, counters } }: { services: { config: Config; counters: CounterStore } }) => ({
    deps: { config, throttle: new LoginThrottle(counters, loginThrottlePolicy(config)) },
  }),
});
