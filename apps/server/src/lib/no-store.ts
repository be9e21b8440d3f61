import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A route's `preHandler` for public answers that no cache may keep, even for an anonymous
 * visitor (plugins/cache-control.ts leaves those to their route): what changes with time (the
 * public messages, shown within their window) or is given once (a captcha challenge).
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
