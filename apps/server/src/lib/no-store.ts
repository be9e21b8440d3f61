import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A route's `preHandler` for public answers that no cache may keep, even for an anonymous
 * visitor (plugins/cache-control.ts leaves those to their route): what changes with time (the
 * public messages, shown within their window) or is given once (a captcha challenge).
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

/**
 * A public answer that depends on the caller (members-only types, favourite, own registration):
 * no shared cache may keep it, and a browser asks again.
 */
export function privateNoCache(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-cache');
}
