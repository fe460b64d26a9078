import type { isReadSchema, z } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/messages/{id}/is-read — for its sender: has any recipient read it. */
export const isMessageRead = (id: number) => api<z.infer<typeof isReadSchema>>(`/mpi/messages/${id}/is-read`).then((r) => r.value);
