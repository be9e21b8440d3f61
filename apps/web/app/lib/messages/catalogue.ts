import { frCatalogue, registerMessages } from '@passerelle/shared';

/* The catalogue's French messages: search, session sheet, calendar (see all.ts beside it). */
registerMessages('fr', frCatalogue);
