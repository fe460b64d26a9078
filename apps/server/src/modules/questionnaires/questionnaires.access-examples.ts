import { questionnaireInputSchema } from '@portal/contracts';
import type { AccessExamples } from '../../test/access-examples';
import { everyFormat, goodAnswers } from '../../test/questionnaire-kit';
import { createClinicQuestionnaire } from './clinic/clinic-questionnaires-service';
import { createProgram } from './core/programs-service';

/** The questionnaires' routes naming a patient: a programme for everyone, our system's root. */
export const accessExamples: AccessExamples = {
  idFactories: {
    // A programme for everyone (no age or gender bounds), so only access decides the answer.
    programId: async (t) => {
      const questionnaire = await createClinicQuestionnaire(t.deps, questionnaireInputSchema.parse(everyFormat()), null);
      const program = await createProgram(t.deps, { name: 'Program matrycy', description: null, questionnaireId: questionnaire.id, minAge: null, maxAge: null, gender: 'ANY', validFrom: null, validTo: null, active: true });
      return String(program.id);
    },
    systemRoot: async (t) => t.deps.his.system,
  },
  bodies: {
    // Answers to a version that is not the programme's: 400, past the access check.
    'POST /api/mpi/questionnaires-fulfillments/mpi-user/for-programs/:programId/:patientId': () => goodAnswers(999999),
  },
};
