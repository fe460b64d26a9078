import type { Deps } from './deps';
import type { JobDefinition } from './lib/jobs';
import { jobSendsSweepJob } from './lib/send-once';
import { modules } from './modules/index';
import { sessionSweepJob } from './plugins/session';
import { staffSessionSweepJob } from './plugins/staff-access';

/** Every background job of the portal, in one list: the sweeps of the session plugins and of the jobs' sent messages, and the modules' own. */
export const jobDefinitions: ReadonlyArray<JobDefinition<never, Deps>> = [
  sessionSweepJob,
  staffSessionSweepJob,
  jobSendsSweepJob,
  ...modules.flatMap((m) => m.jobs ?? []),
];
