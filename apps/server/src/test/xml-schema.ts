import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The official LHÉO 2.3 schema, as published (docs/formats/README.md). */
export const LHEO_XSD = fileURLToPath(
  new URL('../../../../docs/formats/lheo-2.3.xsd', import.meta.url),
);

/**
 * `xml` checked against the schema at `xsdPath` by a real validator, libxml2's `xmllint`
 * (Debian's libxml2-utils, installed by .ci/run): its verdict and its messages. Throws when
 * xmllint is missing: a format test never passes without its validator.
 */
export function validateXml(xml: string, xsdPath: string): { valid: boolean; messages: string } {
  const run = spawnSync('xmllint', ['--noout', '--schema', xsdPath, '-'], {
    input: xml,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    throw new Error(`xmllint could not run (apt-get install libxml2-utils): ${run.error.message}`);
  }
  return { valid: run.status === 0, messages: run.stderr };
}
