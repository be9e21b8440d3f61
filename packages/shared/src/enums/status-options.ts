import { z } from 'zod';

/**
 * The answer of a `*_statuses` endpoint (spec §7): every code of an enumeration with its French
 * label and what it means, in the enumeration's order.
 */
export function statusOptionsSchema<const C extends readonly [string, ...string[]]>(codes: C) {
  return z.array(z.object({ code: z.enum(codes), label: z.string(), description: z.string() }));
}

export interface StatusOption<C extends string> {
  code: C;
  label: string;
  description: string;
}

export function statusOptions<C extends string>(
  codes: readonly C[],
  labels: Readonly<Record<C, string>>,
  descriptions: Readonly<Record<C, string>>,
): StatusOption<C>[] {
  return codes.map((code) => ({ code, label: labels[code], description: descriptions[code] }));
}
