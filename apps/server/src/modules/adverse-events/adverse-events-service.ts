import type { Deps } from '../../deps';
import { getSettings } from '../settings/settings-service';

/** GET /mpi/adverseevents/url: the external adverse-event reporting form the installation names. */
export async function adverseEventsUrl(deps: Pick<Deps, 'db'>): Promise<{ value: string }> {
  return { value: (await getSettings(deps, 'adverse-events')).url };
}
