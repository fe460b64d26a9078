import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { interactionMatrixSchema, interactionsPrintoutParamsSchema, interactionsQuerySchema, registerDrugPageSchema, registerDrugSearchQuerySchema, takenDrugsParamsSchema, takenDrugsSchema } from '@portal/contracts';
import type { Deps } from '../../deps';
import { patientInPath, recordRoutes, type RecordAccess } from '../../lib/record-routes';
import { patientOf, type ReachablePatient } from '../../plugins/patient-access';
import { interactionMatrix, searchRegister, takenDrugs } from './drug-interactions-service';
import { interactionsPrintout } from './interactions-printout';

const tags = ['drug interactions'];
/** The patient named by the query's `patientId` (the search and the matrix). */
const patientInQuery: RecordAccess<ReachablePatient> = { config: { patient: 'query' }, reach: patientOf };

/** Drug interactions (spec part 2 §7 "Drug interactions", /mppd/api/interactions). */
export const drugInteractionsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const kit = recordRoutes(app, { tags, access: patientInPath });

    kit.list(
      '/mppd/api/interactions/:patientId/taken-drugs',
      { summary: 'Leki przyjmowane przez pacjenta: z jego recept i z dokumentacji przychodni', params: takenDrugsParamsSchema, response: takenDrugsSchema },
      ({ reach }) => takenDrugs(deps, reach),
    );
    kit.list(
      '/mppd/api/interactions/drugs',
      {
        summary: 'Wyszukiwanie leków w rejestrze (co najmniej 3 znaki; 10 na stronę); 400 DRUG_QUERY_SHORT',
        description: 'isInternationalName: szuka po nazwie międzynarodowej i substancjach czynnych zamiast nazwy handlowej.',
        access: patientInQuery,
        query: registerDrugSearchQuerySchema,
        response: registerDrugPageSchema,
      },
      ({ query }) => searchRegister(deps, query),
    );
    kit.read(
      '/mppd/api/interactions/',
      {
        summary: 'Macierz interakcji wybranych leków (2–30, blozIds po przecinku) z uczuleniami pacjenta; 400 DRUG_LIMIT, DRUG_TOO_FEW',
        access: patientInQuery,
        query: interactionsQuerySchema,
        response: interactionMatrixSchema,
      },
      ({ reach, query }) => interactionMatrix(deps, reach, query.blozIds),
    );
    kit.printout(
      '/mppd/api/interactions/printout/:patientId/:ids',
      { summary: 'Wydruk interakcji wybranych leków (PDF): leki i każda istotna para; 400 DRUG_LIMIT, DRUG_TOO_FEW', params: interactionsPrintoutParamsSchema },
      ({ reach, params, language }) => interactionsPrintout(deps, reach, params.ids, language),
    );
  };
