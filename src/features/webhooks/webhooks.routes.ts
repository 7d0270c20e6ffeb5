import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { paginate, PageQuery } from '../../platform/http/pagination.js';
import { Data, errorResponses, IdParams, MessageResponse, Paginated } from '../../platform/http/schemas.js';
import { defineFeature } from '../feature.js';
import { toWebhook, toWebhookDelivery, Webhook, WebhookDelivery } from './webhook.resource.js';
import { CreatedWebhook, CreateWebhookBody, DeliveryParams, UpdateWebhookBody } from './webhooks.schemas.js';
import * as service from './webhooks.service.js';

const tags = ['webhooks'];
const permission = 'settings:manage' as const;

interface WebhooksRouteOptions {
  jobs: JobRunner;
  allowPrivate: boolean;
}

/** Webhooks (module webhooks): subscriptions, their delivery log, redeliver and a test ping. */
export const webhooksRoutes: FastifyPluginAsyncTypebox<WebhooksRouteOptions> = async (app, { jobs, allowPrivate }) => {
  const rules = { allowPrivate };

  app.get(
    '/webhooks',
    {
      config: { permission },
      schema: {
        tags,
        operationId: 'listWebhooks',
        summary: 'List webhook subscriptions (without their secrets)',
        response: { 200: Data(Type.Array(Webhook)), ...errorResponses('unauthenticated', 'forbidden') },
      },
    },
    async (request) => ({ data: (await service.listWebhooks(request.tenantDb)).map(toWebhook) }),
  );

  app.post(
    '/webhooks',
    {
      config: { note: 'answers the signing secret once', permission, sends: ['location'] },
      schema: {
        tags,
        operationId: 'createWebhook',
        summary: 'Subscribe a URL to events; the answer carries the signing secret, which is never shown again',
        description:
          'Private, loopback, link-local and metadata addresses are refused (422), and checked again after DNS resolution before every delivery.',
        body: CreateWebhookBody,
        response: { 201: Data(CreatedWebhook), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const { row, secret } = await service.createWebhook(request.tenantDb, request.body, rules);
      return reply.code(201).header('location', `/rest/webhooks/${row.id}`).send({ data: { ...toWebhook(row), secret } });
    },
  );

  app.get(
    '/webhooks/:webhook',
    {
      config: { permission },
      schema: {
        tags,
        operationId: 'getWebhook',
        summary: 'A webhook subscription (without its secret)',
        params: IdParams('webhook'),
        response: { 200: Data(Webhook), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: toWebhook(await service.findWebhook(request.tenantDb, request.params.webhook)) }),
  );

  app.patch(
    '/webhooks/:webhook',
    {
      config: { permission },
      schema: {
        tags,
        operationId: 'updateWebhook',
        summary: 'Change the URL or the events, or switch the subscription off and on',
        params: IdParams('webhook'),
        body: UpdateWebhookBody,
        response: { 200: Data(Webhook), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request) => ({ data: toWebhook(await service.updateWebhook(request.tenantDb, request.params.webhook, request.body, rules)) }),
  );

  app.delete(
    '/webhooks/:webhook',
    {
      config: { note: 'drops its delivery log', permission },
      schema: {
        tags,
        operationId: 'deleteWebhook',
        summary: 'Delete a subscription with its delivery log; attempts still waiting are dropped',
        params: IdParams('webhook'),
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      await service.deleteWebhook(request.tenantDb, request.params.webhook);
      return { message: 'The webhook was deleted.' };
    },
  );

  app.get(
    '/webhooks/:webhook/deliveries',
    {
      config: { note: 'paginated, newest first', permission },
      schema: {
        tags,
        operationId: 'listWebhookDeliveries',
        summary: 'The delivery log of a subscription, newest first, paginated',
        params: IdParams('webhook'),
        querystring: PageQuery,
        response: { 200: Paginated(WebhookDelivery), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request) => paginate(request, request.query, await service.deliveries(request.tenantDb, request.params.webhook), toWebhookDelivery),
  );

  const queued = (request: FastifyRequest, reply: FastifyReply, delivery: Parameters<typeof toWebhookDelivery>[0]) => {
    jobs.notify(request.tenant.slug);
    return reply.code(202).send({ data: toWebhookDelivery(delivery) });
  };

  app.post(
    '/webhooks/:webhook/deliveries/:delivery/redeliver',
    {
      config: { permission },
      schema: {
        tags,
        operationId: 'redeliverWebhook',
        summary: 'Send a delivery again now (202), same webhook-id, with a fresh retry schedule',
        params: DeliveryParams,
        response: { 202: Data(WebhookDelivery), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request, reply) => queued(request, reply, await service.redeliver(request.tenantDb, request.params.webhook, request.params.delivery)),
  );

  app.post(
    '/webhooks/:webhook/test',
    {
      config: { permission },
      schema: {
        tags,
        operationId: 'testWebhook',
        summary: 'Send a signed webhook.ping to the URL (202); one attempt, shown in the delivery log',
        params: IdParams('webhook'),
        response: { 202: Data(WebhookDelivery), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request, reply) => queued(request, reply, await service.sendTestPing(request.tenantDb, request.params.webhook)),
  );
};

export const webhooksFeature = defineFeature({
  name: 'webhooks',
  module: 'webhooks',
  routes: webhooksRoutes,
  options: ({ services }: { services: { jobs: JobRunner; config: Config } }) => ({ jobs: services.jobs, allowPrivate: services.config.webhooksAllowPrivate }),
});
