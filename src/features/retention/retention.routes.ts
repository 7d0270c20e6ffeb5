import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Data, errorResponses } from '../../platform/http/schemas.js';
import { defineFeature } from '../feature.js';
import { RetentionPolicy, toRetentionPolicy } from './retention-policy.resource.js';
import { CategoryParams, PolicyPatch } from './retention.schemas.js';
import * as service from './retention.service.js';

const tags = ['data protection'];

/** /rest/retention-policies: how long each category of personal data is kept (always on, settings:manage). */
export const retentionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/retention-policies',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags,
        operationId: 'listRetentionPolicies',
        summary: 'How long each category of personal data is kept, with its legal minimum and basis',
        response: { 200: Data(Type.Array(RetentionPolicy)), ...errorResponses('unauthenticated', 'forbidden') },
      },
    },
    async (request) => ({ data: (await service.listPolicies(request.tenantDb)).map(toRetentionPolicy) }),
  );

  app.patch(
    '/retention-policies/:category',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags,
        operationId: 'updateRetentionPolicy',
        summary: 'Change how long a category is kept (not below its legal minimum)',
        params: CategoryParams,
        body: PolicyPatch,
        response: { 200: Data(RetentionPolicy), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request) => ({
      data: toRetentionPolicy(await service.updatePolicy(request.tenantDb, request.principal!, request.params.category, request.body.months)),
    }),
  );
};

export const retentionFeature = defineFeature({ name: 'retention', module: null, routes: retentionRoutes });
