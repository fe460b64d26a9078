import type { ApplicationSettings } from '@portal/contracts';
import { hubTarget } from '@portal/domain';

/** Where /main sends the user: the first enabled module this build has a page for, else the account. */
export function hubRedirect(settings: Partial<ApplicationSettings>, routeExists: (path: string) => boolean): string {
  return hubTarget(settings, routeExists);
}
