import { z } from 'zod';

// Every schema of the contract reports its problems in Polish, on the server and in the browser alike.
z.config(z.locales.pl());

export { z };
