import type { Deps } from '../../deps';
import { freeUsername } from '../accounts/accounts-service';

/**
 * A login from the first and last name ("jan.kowalski"), unique among all logins: when taken, the
 * first free of jan.kowalski2 … jan.kowalski31, then one with a random number.
 */
export const suggestUsername = (deps: Pick<Deps, 'db'>, name: string, surname: string): Promise<string> => freeUsername(deps, name, surname);

