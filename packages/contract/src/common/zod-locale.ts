import { z } from 'zod';

// Validation messages are Chinese on both sides of the wire: the server's 407 msg and the web's
// form errors read the same. Importing the contract is enough to set it.
z.config(z.locales.zhCN());
