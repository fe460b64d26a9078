import { redirect } from 'react-router';
import { safeReturnTo, withContextQuery } from '../context-query';
import { getCurrentAccount } from './account-api';

/**
 * Loader step of the pages for visitors who are not signed in (sign-in, registration, merge): a
 * signed-in visitor goes on to where the address was leading (`returnTo`), else to /main with the
 * booking context of the query kept. A session that may only merge accounts is not signed in here
 * (the account call refuses it), so the merge page still opens for it.
 */
export async function redirectSignedIn(request: Request): Promise<void> {
  const signedIn = await getCurrentAccount().then(
    () => true,
    () => false,
  );
  if (!signedIn) return;
  const url = new URL(request.url);
  throw redirect(safeReturnTo(url.searchParams.get('returnTo')) ?? withContextQuery('/main', url.search));
}
