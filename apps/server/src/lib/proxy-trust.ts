import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config.js';

/** Whether the hop `hop` away (0: the peer of the connection) at `address` is a trusted proxy. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as one function, for Fastify's `trustProxy` (the client's address) and for the
 * request id a proxy may send (plugins/request-log.ts): true trusts every hop, a number the
 * nearest hops, a list the addresses or CIDR ranges it names.
 */
export function proxyTrust(value: Config['TRUST_PROXY']): ProxyTrust {
  if (typeof value === 'boolean') return () => value;
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return proxyAddr.compile(value);
}
