import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

interface QueuedWork {
  queued: boolean;
}

const current = new AsyncLocalStorage<QueuedWork>();
const ofRequest = new WeakMap<FastifyRequest, QueuedWork>();

/**
 * Called where a request's business change queues background work deep inside a service (a
 * webhook delivery), so the runner is woken once the answer is out, and only then: waking it
 * after every write would cost each write a round of job queries.
 */
export function noteQueuedWork(): void {
  const work = current.getStore();
  if (work) work.queued = true;
}

/** onRequest: the request's services run inside a note of their own. */
export function trackQueuedWork(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const work: QueuedWork = { queued: false };
  ofRequest.set(request, work);
  current.run(work, done);
}

/** Whether the request queued work with noteQueuedWork. */
export function queuedWorkOf(request: FastifyRequest): boolean {
  return ofRequest.get(request)?.queued ?? false;
}
