import { api } from '@portal/ui/api';

/** GET /api/mpi/accounts/login/prepare?name&surname — a free login made of the names. */
export const prepareLogin = (name: string, surname: string) =>
  api<{ value: string }>('/mpi/accounts/login/prepare', { query: { name, surname } }).then((r) => r.value);
