import { createContext, useContext, type ReactNode } from 'react';
import { browserCallEnvironment, type CallEnvironment } from './call-session';

const CallEnvironmentContext = createContext<CallEnvironment | null>(null);
// Its functions reach the browser's globals only when called.
const browser = browserCallEnvironment();

/** The browser parts a page's call uses: the real browser's, unless a component test provides its fakes. */
export function useCallEnvironment(): CallEnvironment {
  return useContext(CallEnvironmentContext) ?? browser;
}

/** Gives the calls below these browser parts (component tests: `fakeCallEnvironment()` of `@portal/ui/call/testing`). */
export function CallEnvironmentProvider({ environment, children }: { environment: CallEnvironment; children: ReactNode }) {
  return <CallEnvironmentContext.Provider value={environment}>{children}</CallEnvironmentContext.Provider>;
}
