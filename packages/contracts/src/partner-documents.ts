import { clinicTestResultSchema } from './clinic-medical-record';
import { clinicalDocumentSchema } from './medical-record';
import { z } from './zod-pl';

/*
 * What a partner organisation's staff member (console role PARTNER) opens from "Udostępnione dokumenty"
 * (issue 30 item 5): a result or a clinical document a patient shares with her partner, with the
 * patient it is of. Anything not shared with her answers 404, exactly as an unknown id.
 */

export const partnerDocumentPatientSchema = z
  .object({ id: z.number().int(), name: z.string(), lastName: z.string(), nationalIdentificationNumber: z.string().nullable() })
  .meta({ id: 'PartnerDocumentPatient' });

/** GET /clinic/shared-documents/RES/{documentId}: the result with its values and ranges, as the console shows one. */
export const partnerSharedResultSchema = z.object({ patient: partnerDocumentPatientSchema, result: clinicTestResultSchema }).meta({ id: 'PartnerSharedResult' });
export type PartnerSharedResult = z.infer<typeof partnerSharedResultSchema>;

/** GET /clinic/shared-documents/DOC/{documentId}: the clinical document's data; its PDF at …/file. */
export const partnerSharedClinicalDocumentSchema = z
  .object({ patient: partnerDocumentPatientSchema, document: clinicalDocumentSchema })
  .meta({ id: 'PartnerSharedClinicalDocument' });
export type PartnerSharedClinicalDocument = z.infer<typeof partnerSharedClinicalDocumentSchema>;
