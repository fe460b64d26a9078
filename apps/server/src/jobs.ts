import type { Deps } from './deps';
import type { JobDefinition } from './lib/jobs';
import { modules } from './modules/index';
import { sessionSweepJob } from './plugins/session';

/** Every background job of the portal, in one list: the session plugin's sweep and the modules' own. */
export const jobDefinitions: ReadonlyArray<JobDefinition<never, Deps>> = [sessionSweepJob, ...modules.flatMap((m) => m.jobs ?? [])];
