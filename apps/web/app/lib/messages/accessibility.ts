import { frAccessibility, registerMessages } from '@passerelle/shared';

/* The accessibility statement's French messages, for /accessibility (see all.ts beside it). */
registerMessages('fr', frAccessibility);
