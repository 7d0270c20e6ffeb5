import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Data, errorResponses, IdParams, MessageResponse } from '../../platform/http/schemas.js';
import type { Catalog } from '../../platform/tenancy/catalog.js';
import type { HostResolver } from '../../platform/tenancy/host-resolver.js';
import { defineFeature } from '../feature.js';
import { CustomDomain, toCustomDomain } from './custom-domain.resource.js';
import * as service from './custom-domains.service.js';
import type { TxtResolver } from './txt-resolver.js';

const tags = ['custom-domains'];
const permission = 'settings:manage' as const;
const Params = IdParams('customDomain');
const CreateBody = Type.Object(
  { domain: Type.String({ minLength: 1, maxLength: 254, description: 'Host name outside the service’s base domain, e.g. zeit.example.com' }) },
  { additionalProperties: false, examples: [{ domain: 'zeit.baeckerei-krause.de' }] },
);

/**
 * /rest/custom-domains (module custom_domain, settings:manage): the workspace claims host
 * names, proves control of each by a DNS TXT record, and is then reachable under them.
 */
export const customDomainsRoutes: FastifyPluginAsyncTypebox<service.CustomDomainDeps> = async (app, deps) => {
  app.get(
    '/custom-domains',
    {
      config: { permission },
      schema: {
        tags,
        operationId: 'listCustomDomains',
        summary: `The workspace’s custom domains by name, pending ones too (at most ${service.MAX_DOMAINS_PER_TENANT})`,
        response: { 200: Data(Type.Array(CustomDomain)), ...errorResponses('unauthenticated', 'forbidden') },
      },
    },
    async (request) => ({ data: (await service.list(deps, request.tenant.id)).map(toCustomDomain) }),
  );

  app.post(
    '/custom-domains',
    {
      config: { permission, conflicts: ['domain_taken'], note: '409 domain_taken when another workspace verified it or this one claimed it' },
      schema: {
        tags,
        operationId: 'addCustomDomain',
        summary: 'Claim a domain; it stays pending (and serves nothing) until its TXT record is verified',
        body: CreateBody,
        response: { 201: Data(CustomDomain), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'conflict', 'validation_error') },
      },
    },
    async (request, reply) => reply.code(201).send({ data: toCustomDomain(await service.add(deps, request.tenant.id, request.body)) }),
  );

  app.delete(
    '/custom-domains/:customDomain',
    {
      config: { permission },
      schema: {
        tags,
        operationId: 'deleteCustomDomain',
        summary: 'Give a domain up; it stops serving the workspace at once',
        params: Params,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      await service.remove(deps, request.tenant.id, request.params.customDomain);
      return { message: 'The custom domain was deleted.' };
    },
  );

  app.post(
    '/custom-domains/:customDomain/verify',
    {
      config: { permission, conflicts: ['domain_not_verified', 'domain_taken'], note: '409 domain_not_verified while the TXT record is missing; domain_taken when another workspace verified it first' },
      schema: {
        tags,
        operationId: 'verifyCustomDomain',
        summary: 'Look the DNS TXT record up; when it carries the expected value the domain is verified and serves',
        params: Params,
        response: { 200: Data(CustomDomain), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict') },
      },
    },
    async (request) => ({ data: toCustomDomain(await service.verify(deps, request.tenant.id, request.params.customDomain)) }),
  );
};

export const customDomainsFeature = defineFeature({
  name: 'custom-domains',
  module: 'custom_domain',
  routes: customDomainsRoutes,
  options: ({ services }: { services: { catalog: Catalog; hosts: HostResolver; txtResolver: TxtResolver; config: { baseDomain: string } } }) => ({
    catalog: services.catalog,
    hosts: services.hosts,
    resolver: services.txtResolver,
    baseDomain: services.config.baseDomain,
  }),
});
