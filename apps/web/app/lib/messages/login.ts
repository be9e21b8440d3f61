import './validation';
import { frLogin, registerMessages } from '@passerelle/shared';

/* The login layout's French messages: sign-in and password reset, and their forms' checks (see all.ts). */
registerMessages('fr', frLogin);
