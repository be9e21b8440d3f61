import { frValidation, registerMessages } from '@passerelle/shared';

/* The validation messages of forms (see all.ts): the contact form's checks, the login layout. */
registerMessages('fr', frValidation);
