import { useMutation } from '@tanstack/react-query';
import type { pdfDataSchema, z } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/questionnaires/infermedica/questionnaire/pdf/{id} — `{ data: <base64 PDF>, fileName }`. */
export const getSelfAssessmentPdf = (id: number) => api<z.infer<typeof pdfDataSchema>>(`/mpi/questionnaires/infermedica/questionnaire/pdf/${id}`);

/** The report's file name (spec part 2 §7): selfassessment_report_{id}.pdf. */
export const reportFileName = (id: number) => `selfassessment_report_${id}.pdf`;

/** A base64 PDF saved as a file: decoded into a Blob and handed to the browser's download. */
export function downloadPdf(base64: string, fileName: string) {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the browser has surely taken its copy (some start the download after the click returns).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadSelfAssessmentPdf() {
  return useMutation({
    mutationFn: async (id: number) => {
      const pdf = await getSelfAssessmentPdf(id);
      downloadPdf(pdf.data, reportFileName(id));
    },
  });
}
