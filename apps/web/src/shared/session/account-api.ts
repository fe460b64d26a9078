import type { Account, InterfaceLanguage } from '@portal/contracts';
import { api } from '@portal/ui/api';

/*
 * The session's two plain calls, free of the query library: the sign-in page uses them, and it must
 * stay small. The signed-in area reaches them through current-account.ts and sign-out.ts.
 */

/** GET /api/mpi/accounts/mpi-user — the signed-in account, or 401. */
export const getCurrentAccount = () => api<Account>('/mpi/accounts/mpi-user');

/** POST /api/mpi/accounts/logout — ends the session (204). */
export const logout = () => api<void>('/mpi/accounts/logout', { method: 'POST' });

/** PUT /api/mpi/accounts/mpi-user/language — the language the account's e-mails and SMS go out in (204). */
export const saveAccountLanguage = (language: InterfaceLanguage) => api<void>('/mpi/accounts/mpi-user/language', { method: 'PUT', body: { language } });
