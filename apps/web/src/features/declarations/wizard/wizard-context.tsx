import type { DeclarationType } from '@portal/domain';
import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router';
import type { ActablePatient } from '../../../shared/session/actable-patients';
import { wizardPath, type WizardChoice, type WizardStep } from '../paths';

/**
 * One run of the wizard, as the address gives it (so a reload or a link keeps it): the declaration's
 * type, the patients the account acts for, and what was chosen so far — the patient, then the
 * practitioner and her unit.
 */
export interface WizardRun {
  type: DeclarationType;
  patients: ActablePatient[];
  patientId: number | null;
  employeeId: number | null;
  unitId: number | null;
  /** The patient step shows the declaration-data form whatever the data (`?data=1`). */
  editData: boolean;
}

export const WizardContext = createContext<WizardRun | null>(null);

export function useWizardRun(): WizardRun {
  const run = useContext(WizardContext);
  if (!run) throw new Error('useWizardRun outside the declaration wizard');
  return run;
}

/** Goes to a step, carrying the run's choices with the changes given. */
export function useGoTo() {
  const run = useWizardRun();
  const navigate = useNavigate();
  return (step: WizardStep, change: WizardChoice = {}, options: { replace?: boolean } = {}) =>
    void navigate(wizardPath(run.type, step, { patientId: run.patientId, employeeId: run.employeeId, unitId: run.unitId, ...change }), options);
}
