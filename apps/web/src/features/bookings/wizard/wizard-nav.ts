import { nextWizardStep, previousWizardStep, type BookingWizardStep } from '@portal/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { useActablePatients } from '../../../shared/session/actable-patients';
import { wizardStepPath } from '../paths';
import { useWizard } from './wizard-context';
import { factsOf, queryOf, type WizardState } from './wizard-state';

export type PageStep = Exclude<BookingWizardStep, 'parallel'>;

/** The step after `current` that is a page (`parallel` is the dates step's own check). */
export function nextPage(current: PageStep, facts: Parameters<typeof nextWizardStep>[1]): PageStep | null {
  const next = nextWizardStep(current, facts);
  if (next === 'parallel') return nextWizardStep('parallel', facts) as PageStep | null;
  return next;
}

/** Moving between the wizard's pages: the address carries the run's params. */
export function useStepNav(current: PageStep) {
  const { state } = useWizard();
  const patients = useActablePatients();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const count = patients.data?.length ?? 0;
  const go = (step: PageStep, s: WizardState) => void navigate(wizardStepPath(step, queryOf(s, search)));
  return {
    /** On to the next step that applies to `s` (the state just updated). */
    next: (s: WizardState = state) => {
      // A patient chosen with a service already named (chosen, a link's, a visitor's before sign-in): on to its dates.
      const step = current === 'patients' && (s.entry || search.get('service')) ? 'dates' : nextPage(current, factsOf(s, count));
      if (step) go(step, s);
    },
    back: () => {
      const step = previousWizardStep(current, factsOf(state, count));
      if (step) go(step as PageStep, state);
      else void navigate('/bookings');
    },
    to: (step: PageStep, s: WizardState = state) => go(step, s),
  };
}
