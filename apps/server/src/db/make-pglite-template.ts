/**
 * Writes the embedded database's template beside the compiled server (`dist/pglite-template/`),
 * run by build.mjs once the server is compiled: the data directory of a new PGlite database with
 * the migrations applied, which a first start copies instead of running initdb (decision 025). No
 * data in it: the base and demo data depend on the day and the environment of the start.
 */
import { PGLITE_TEMPLATE } from '../paths.js';
import { writePgliteTemplate } from './pglite.js';

writePgliteTemplate(PGLITE_TEMPLATE).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
