import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MIN_GROUP } from '../../domain/mood/k-anonymity.js';
import { requestVisibility } from '../../platform/access/visibility.js';
import { Data, DateOnly, errorResponses, Nullable, StringEnum, Uuid } from '../../platform/http/schemas.js';
import { defineFeature } from '../feature.js';
import { MoodAnswer, MoodSummary, toMoodAnswer, toMoodSummary } from './mood.resource.js';
import * as service from './mood.service.js';

const tags = ['mood'];

const AnswerBody = Type.Object(
  {
    score: Type.Integer({ minimum: 1, maximum: 5, description: '1 (bad) to 5 (good)' }),
    comment: Type.Optional(Nullable(Type.String({ maxLength: 1000, description: 'Free text; only the person themselves ever sees it again (personal-data export)' }))),
  },
  { additionalProperties: false, examples: [{ score: 4, comment: 'Ruhige Frühschicht, der neue Ofen läuft endlich.' }] },
);

const SummaryQuery = Type.Object({
  from: Type.Optional(DateOnly('First day; widened to the Monday of its week. Default: four finished weeks back')),
  to: Type.Optional(DateOnly('Last day; widened to the Sunday of its week. Default: the last finished Sunday')),
  department_id: Type.Optional(Uuid('Only answers given while in this department or a unit below it')),
  group: Type.Optional(StringEnum(['day', 'week'] as const, { description: 'Lines per day or per week (default week)' })),
});

/**
 * /rest/mood (module mood): every signed-in person gives their mood once a day; summaries
 * (reports:view) show averages only of groups in which at least five different people
 * answered, never who answered what and never comments.
 */
export const moodRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/mood',
    {
      config: { conflicts: ['mood_already_answered'], note: 'the signed-in person, once per local day (409 mood_already_answered)', privateBody: true },
      schema: {
        tags,
        operationId: 'answerMood',
        summary: 'Give today’s mood (the workspace’s local day); a second answer the same day is a 409',
        body: AnswerBody,
        response: { 201: Data(MoodAnswer), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'conflict', 'validation_error') },
      },
    },
    async (request, reply) => {
      const principal = request.principal!;
      const row = await service.answerToday(
        request.tenantDb,
        request.tenant,
        { employeeId: principal.employeeId, departmentId: principal.departmentId },
        { score: request.body.score, ...(request.body.comment ? { comment: request.body.comment } : {}) },
      );
      return reply.code(201).send({ data: toMoodAnswer(row) });
    },
  );

  app.get(
    '/mood/summary',
    {
      config: { permission: 'reports:view', note: `finished weeks only; groups of fewer than ${MIN_GROUP} people merged or hidden` },
      schema: {
        tags,
        operationId: 'moodSummary',
        summary: `Average mood per day or week of finished weeks; a group in which fewer than ${MIN_GROUP} people answered is never shown`,
        description:
          `Day lines exist only for days on which at least ${MIN_GROUP} people answered; each week's other days are merged into one ` +
          `\`rest_of_week\` line. A line in which fewer than ${MIN_GROUP} different people answered is \`hidden\` (no count, no average), ` +
          'whether nobody or four people answered; someone answering on several of its days counts once. ' +
          'Weeks still running are left out. Comments and who answered never appear. Callers who see only some ' +
          'organisation units summarise those units (by the department at the time of answering).',
        querystring: SummaryQuery,
        response: { 200: Data(MoodSummary), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request) => {
      const summary = await service.summary(
        request.tenantDb,
        { timezone: request.tenant.timezone, visibility: await requestVisibility(request) },
        request.query,
      );
      return { data: toMoodSummary(summary) };
    },
  );
};

export const moodFeature = defineFeature({ name: 'mood', module: 'mood', routes: moodRoutes });
