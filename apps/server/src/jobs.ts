import type { Deps } from './deps';
import type { JobDefinition } from './lib/jobs';
import { modules } from './modules/index';
import { sessionSweepJob } from './plugins/session';
import { staffSessionSweepJob } from './plugins/staff-access';

/** Every background job of the portal, in one list: the session plugin's sweep and the modules' own. */
export const jobDefinitions: ReadonlyArray<JobDefinition<never, Deps>> = [sessionSweepJob, staffSessionSweepJob, ...modules.flatMap((m) => m.jobs ?? [])];
