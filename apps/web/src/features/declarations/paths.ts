import { declarationRouteTypes, type DeclarationType } from '@portal/domain';

/** Client paths of the declarations module (spec part 2 §2 "Declarations"), built in one place. */
export const DECLARATIONS_PATH = '/declarations';
export const declarationsListPath = (patientId?: number | null) => (patientId ? `${DECLARATIONS_PATH}?patientId=${patientId}` : DECLARATIONS_PATH);
export const declarationPath = (id: number) => `${DECLARATIONS_PATH}/${id}`;
/** The clinic system's copy of a declaration (spec: /declarations/{id}/amms). */
export const declarationAmmsPath = (id: number) => `${DECLARATIONS_PATH}/${id}/amms`;

/** The wizard's steps, in their order (spec part 2 §4 "The wizard runs patient, staff, summary"). */
export const wizardSteps = ['patients', 'staff', 'summary'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** What the wizard carries from step to step, in the address: the patient, then the practitioner and her unit. */
export interface WizardChoice {
  patientId?: number | null;
  employeeId?: number | null;
  unitId?: number | null;
  /** The patient step opens the declaration-data form even when the data is complete (the server found it lacking). */
  editData?: boolean;
}

/** The address parameter of `editData`. */
export const EDIT_DATA_PARAM = 'data';

/** /newdeclaration/{type}/{step}?patientId&employeeId&unitId (spec part 2 §2: /newdeclaration/{type} with child routes). */
export function wizardPath(type: DeclarationType, step?: WizardStep, choice: WizardChoice = {}) {
  const q = new URLSearchParams();
  if (choice.patientId) q.set('patientId', String(choice.patientId));
  if (choice.employeeId) q.set('employeeId', String(choice.employeeId));
  if (choice.unitId) q.set('unitId', String(choice.unitId));
  if (choice.editData) q.set(EDIT_DATA_PARAM, '1');
  const query = q.toString();
  return `/newdeclaration/${declarationRouteTypes[type]}${step ? `/${step}` : ''}${query ? `?${query}` : ''}`;
}

// API paths of the printouts, opened with `openPrintout` (which adds /api).
/** The NFZ form of the declaration (GET /api/declarations/mpi-user/declarations/{id}/printout). */
export const declarationPrintoutPath = (id: number) => `/declarations/mpi-user/declarations/${id}/printout`;
/** The clinic system's copy (GET /api/declarations/mpi-user/declarationsother/{id}/printout). */
export const ammsPrintoutPath = (id: number) => `/declarations/mpi-user/declarationsother/${id}/printout`;
