import type { SystemInstallation } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/accounts/system-installation — extendedLogs, phones, region, e-administration link. */
export const getSystemInstallation = () => api<SystemInstallation>('/mpi/accounts/system-installation');
