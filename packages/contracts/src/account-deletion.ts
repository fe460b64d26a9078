import { z } from './zod-pl';

/* Deleting the signed-in account (spec part 1 §2 "delete own account", §7 DELETE /mpi/accounts/mpi-user, §8). */

/** DELETE /mpi/accounts/mpi-user: the account's password, asked again. */
export const accountDeletionRequestSchema = z
  .object({ password: z.string().min(1, 'Podaj hasło').max(256) })
  .meta({ id: 'AccountDeletionRequest' });
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>;
