import { openPrintout } from '@portal/ui/printout';

/** GET /api/mpi/accounts/mpi-user/copy-data/{patientId}/printout — the patient's data as a PDF, in a new window. */
export const printCopyData = (patientId: number) => openPrintout(`/mpi/accounts/mpi-user/copy-data/${patientId}/printout`);

/** GET /api/mpi/accounts/authorize/{accountId} — the authorisation form (a new number each time), in a new window. */
export const printAuthorisationForm = (accountId: number) => openPrintout(`/mpi/accounts/authorize/${accountId}`);
