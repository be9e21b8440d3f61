import { frContact, registerMessages } from '@passerelle/shared';

/* The home page's French messages: sessions, axes, documents, contact form (see all.ts). */
registerMessages('fr', frContact);
