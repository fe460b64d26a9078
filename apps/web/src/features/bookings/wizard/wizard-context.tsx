import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { emptyWizardState, loadWizardState, paramsOf, sameRun, saveWizardState, type WizardState } from './wizard-state';

interface WizardContextValue {
  state: WizardState;
  /** Changes the run's data (kept in sessionStorage at once). Returns the new state. */
  update: (change: Partial<WizardState> | ((s: WizardState) => WizardState)) => WizardState;
  /** Ends the run (after booking, or leaving it). */
  finish: () => void;
}

const WizardContext = createContext<WizardContextValue | null>(null);

/** The run the address names: the stored one when it is the same run, else a new one from the address. */
function initialState(search: URLSearchParams, fresh: boolean): WizardState {
  const p = paramsOf(search);
  const stored = fresh ? null : loadWizardState();
  if (stored && sameRun(stored, p)) return { ...stored, patientId: stored.patientId ?? p.patientId };
  return { ...emptyWizardState(), mode: p.mode, oldBookingId: p.oldBookingId, patientId: p.patientId, system: p.system };
}

export function WizardProvider({ children, fresh = false }: { children: ReactNode; fresh?: boolean }) {
  const [search] = useSearchParams();
  const [state, setState] = useState(() => {
    const s = initialState(search, fresh);
    saveWizardState(s);
    return s;
  });
  // The latest state, so that steps run one change after another within one handler.
  const current = useRef(state);
  const update = useCallback<WizardContextValue['update']>((change) => {
    const next = typeof change === 'function' ? change(current.current) : { ...current.current, ...change };
    current.current = next;
    saveWizardState(next);
    setState(next);
    return next;
  }, []);
  const finish = useCallback(() => saveWizardState(null), []);
  const value = useMemo(() => ({ state, update, finish }), [state, update, finish]);
  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside WizardProvider');
  return value;
}
