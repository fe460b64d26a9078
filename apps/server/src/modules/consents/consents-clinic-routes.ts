import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  clinicCarerAuthorisationsSchema,
  clinicConsentPageSchema,
  clinicPatientConsentsQuerySchema,
  partnerSharedDocumentPageSchema,
  partnerSharedDocumentsQuerySchema,
  patientParamsSchema,
} from '@portal/contracts';
import type { StaffRole } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { staffListsPatients, staffOf, staffPatientOf } from '../../plugins/staff-access';
import { clinicCarers } from './carer-authorisations';
import { clinicPatientConsents, documentsSharedWithPartner, partnerOf } from './consents-service';

const tags = ['clinic: consents'];
/** The desk and the administrator: a patient's consents and carers on her card, where her identity is checked. */
const roles: StaffRole[] = ['REGISTRAR', 'ADMIN'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;


/** A patient's consents and carer authorisations in the clinic console (reads, each in her "who viewed my data"). */
export const consentsClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/clinic/patients/:patientId/consents',
      {
        config: { staff: { roles, patient: 'params', audit: 'PATIENT_CARD' } },
        schema: {
          tags,
          summary: 'Zgody pacjenta na karcie pacjenta: każdy stan, niewycofane najpierw, potem od najnowszej (consentStatus: jeden stan)',
          params: patientParamsSchema,
          querystring: clinicPatientConsentsQuerySchema,
          response: { 200: clinicConsentPageSchema, ...errors },
        },
      },
      async (request) => clinicPatientConsents(deps, staffPatientOf(request), request.query),
    );
    app.get(
      '/clinic/patients/:patientId/carer-authorisations',
      {
        config: { staff: { roles, patient: 'params', audit: 'PATIENT_CARD' } },
        schema: { tags, summary: 'Upoważnienia opiekunów pacjenta (przy sprawdzaniu tożsamości), z kartą opiekuna w przychodni, jeśli ją ma', params: patientParamsSchema, response: { 200: clinicCarerAuthorisationsSchema, ...errors } },
      },
      async (request) => clinicCarers(deps, staffPatientOf(request)),
    );

    // A partner's staff member: exactly what patients share with her partner (or with her, the person named), each patient listed in her read audit.
    app.get(
      '/clinic/shared-documents',
      {
        config: { staff: { roles: ['PARTNER'], auditList: 'PARTNER_DOCUMENTS' } },
        schema: {
          tags,
          summary: 'Udostępnione dokumenty: wyniki (RES) i dokumenty (DOC), które pacjenci udostępnili partnerowi pracownika (lub wskazanej osobie jego personelu), od najnowszych',
          description: 'Filtry: docType, patient (część imienia lub nazwiska albo początek PESEL), title (część tytułu), dateFrom i dateTo (dni dokumentu). Wycofana, wstrzymana lub nieaktywna zgoda i nieaktywny partner: nic.',
          querystring: partnerSharedDocumentsQuerySchema,
          response: { 200: partnerSharedDocumentPageSchema, ...errors },
        },
      },
      async (request) => {
        const page = await documentsSharedWithPartner(deps, partnerOf(staffOf(request)), request.query);
        staffListsPatients(request, page.items.map((d) => d.patient.id));
        return page;
      },
    );
  };
