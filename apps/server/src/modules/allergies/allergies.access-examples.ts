import { allergies } from '../../db/schema/index';
import type { AccessExamples } from '../../test/access-examples';
import { allergyInput } from '../../test/fixtures';

/** The allergies' routes in the access matrix: an allergy of the patient tried, a valid form. */
export const accessExamples: AccessExamples = {
  idFactories: {
    allergyId: async (t, patientId) => {
      const [row] = await t.deps.db
        .insert(allergies)
        .values({ patientId, typeCode: 'P', typeName: 'Pokarmowe', name: 'Seler', isActive: true, cured: false, categories: ['food'] })
        .returning({ id: allergies.id });
      return String(row.id);
    },
  },
  bodies: {
    'POST /api/mpi/allergies/:patientId': allergyInput,
    'PATCH /api/mpi/allergies/:patientId/:allergyId': allergyInput,
  },
};
