import type { FastifyReply } from 'fastify';

/**
 * Sends an answer already serialised (kept by a cache, or serialised once for a kept object): a
 * string with a JSON content type skips the route's serializer (Fastify's `reply.send`).
 */
export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text as never);
}
