import { frCatalogue, frQualityResults, registerMessages } from '@passerelle/shared';

/*
 * The catalogue's French messages: search, session sheet, calendar, and a session's published
 * results (decision 079) (see all.ts beside it).
 */
registerMessages('fr', frCatalogue);
registerMessages('fr', frQualityResults);
