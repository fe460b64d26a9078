import type { imagingViewerSchema, z } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/test-results/mpi-user/{patientId}/order/{id}/agfa — the viewer's address for the order's study (404: none in the archive). */
export const getImagingViewer = (patientId: number, orderId: number) =>
  api<z.infer<typeof imagingViewerSchema>>(`/mpi/test-results/mpi-user/${patientId}/order/${orderId}/agfa`);
