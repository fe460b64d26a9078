import type { DeclarationType } from '@portal/domain';

/**
 * The module's query keys under one prefix: a change of a declaration (or of the patient's declaration
 * data) drops them all (spec part 2 §9: the declarations' data caches are cleared on each change).
 */
export const declarationKeys = {
  all: ['declarations'] as const,
  list: (patientId: number, filters: object) => [...declarationKeys.all, 'list', patientId, filters] as const,
  one: (id: number) => [...declarationKeys.all, 'one', id] as const,
  activeOfPatient: (patientId: number) => [...declarationKeys.all, 'patient', patientId] as const,
  amms: (id: number) => [...declarationKeys.all, 'amms', id] as const,
  patientData: (patientId: number) => [...declarationKeys.all, 'patient-data', patientId] as const,
  staff: (type: DeclarationType) => [...declarationKeys.all, 'staff', type] as const,
  provider: () => [...declarationKeys.all, 'provider'] as const,
};
