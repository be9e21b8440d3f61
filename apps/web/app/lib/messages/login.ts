import { frLogin, registerMessages } from '@passerelle/shared';

/* The login layout's French messages: sign-in and password reset (see all.ts). */
registerMessages('fr', frLogin);
