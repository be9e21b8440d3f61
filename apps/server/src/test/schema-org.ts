import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/*
 * The schema.org vocabulary itself (release 30.0, `schemaorg-current-https.jsonld` as schema.org
 * publishes it, gzipped in docs/formats), and a check of JSON-LD against it: every type a class,
 * every property known and used on a type of its domain, every value in its range (decision 076).
 */

const VOCABULARY = fileURLToPath(
  new URL('../../../../docs/formats/schemaorg-current-https-30.0.jsonld.gz', import.meta.url),
);

interface Vocabulary {
  /** Each class with its direct superclasses. */
  classes: Map<string, string[]>;
  properties: Map<string, { domains: string[]; ranges: string[] }>;
  /** Each enumeration member (`InStock`) with its enumeration (`ItemAvailability`). */
  members: Map<string, string>;
}

type Node = { '@id': string; '@type': string | string[]; [key: string]: unknown };

function loadVocabulary(): Vocabulary {
  const graph = (
    JSON.parse(gunzipSync(readFileSync(VOCABULARY)).toString('utf8')) as {
      '@graph': Node[];
    }
  )['@graph'];
  const name = (id: string) => id.replace(/^schema:/, '');
  const ids = (value: unknown) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : [value]).map((ref) => name((ref as Node)['@id']));
  const vocabulary: Vocabulary = { classes: new Map(), properties: new Map(), members: new Map() };
  for (const node of graph) {
    const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
    const id = name(node['@id']);
    if (types.includes('rdfs:Class')) vocabulary.classes.set(id, ids(node['rdfs:subClassOf']));
    else if (types.includes('rdf:Property')) {
      vocabulary.properties.set(id, {
        domains: ids(node['schema:domainIncludes']),
        ranges: ids(node['schema:rangeIncludes']),
      });
    } else if (types.length === 1 && types[0]!.startsWith('schema:')) {
      vocabulary.members.set(id, name(types[0]!));
    }
  }
  return vocabulary;
}

const vocabulary = loadVocabulary();

/** A class and every class above it. */
function lineage(type: string): Set<string> {
  const seen = new Set<string>();
  const queue = [type];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    queue.push(...(vocabulary.classes.get(current) ?? []));
  }
  return seen;
}

const meets = (type: string, ranges: readonly string[]) =>
  ranges.some((range) => lineage(type).has(range));

const TEXT_TYPES = ['Text', 'URL', 'Date', 'DateTime', 'Time'];
const ENUMERATION_PREFIX = 'https://schema.org/';

/** What in `node` (and below) the vocabulary does not allow, as readable lines. */
export function vocabularyErrors(node: Record<string, unknown>, path = '$'): string[] {
  const type = node['@type'];
  if (typeof type !== 'string' || !vocabulary.classes.has(type)) {
    return [`${path}: @type ${String(type)} is not a schema.org class`];
  }
  const errors: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    const property = vocabulary.properties.get(key);
    const at = `${path}.${key}`;
    if (!property) {
      errors.push(`${at}: not a schema.org property`);
      continue;
    }
    if (!property.domains.some((domain) => lineage(type).has(domain))) {
      errors.push(`${at}: not a property of ${type}`);
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'object' && item !== null) {
        const itemType = (item as { '@type'?: string })['@type'] ?? '';
        if (!meets(itemType, property.ranges)) errors.push(`${at}: ${itemType} out of its range`);
        errors.push(...vocabularyErrors(item as Record<string, unknown>, at));
      } else if (typeof item === 'string' && item.startsWith(ENUMERATION_PREFIX)) {
        const member = vocabulary.members.get(item.slice(ENUMERATION_PREFIX.length));
        if (!member || !meets(member, property.ranges)) errors.push(`${at}: ${item} out of range`);
      } else if (typeof item === 'string') {
        if (!property.ranges.some((range) => TEXT_TYPES.includes(range))) {
          errors.push(`${at}: text out of its range ${property.ranges.join(', ')}`);
        }
        const datesOnly = property.ranges.every((range) => ['Date', 'DateTime'].includes(range));
        if (datesOnly && Number.isNaN(Date.parse(item))) errors.push(`${at}: not a date`);
      } else if (typeof item === 'number') {
        if (!property.ranges.some((range) => meets(range, ['Number']) || range === 'Text')) {
          errors.push(`${at}: number out of its range`);
        }
      } else if (typeof item === 'boolean' && !property.ranges.includes('Boolean')) {
        errors.push(`${at}: boolean out of its range`);
      }
    }
  }
  return errors;
}
