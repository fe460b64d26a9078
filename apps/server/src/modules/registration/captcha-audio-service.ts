import { parseCaptchaOperands } from '@portal/domain';
import type { Deps } from '../../deps';
import { Forbidden } from '../../errors';
import { hashToken } from '../../lib/secrets';
import { captchaAudio } from './captcha-audio';
import * as repo from './registration-repository';
import { CHALLENGE_VALID_MS } from './challenge-service';

export const AUDIO_NEEDS_CHALLENGE = 'Nagranie zadania jest dostępne tylko z formularza rejestracji, z ważnym obrazkiem z równaniem. Odśwież obrazek i spróbuj ponownie.';

/**
 * GET /mpi/accounts/registration/challenge/audio: the task of a challenge read aloud, for whoever
 * holds its token — a challenge not used yet and still valid, as the attachments need. A challenge
 * keeps the operands its picture shows, so the recording says the same task.
 */
export async function challengeAudio(deps: Pick<Deps, 'db' | 'clock'>, challengeToken: string | undefined): Promise<Buffer> {
  const now = deps.clock.now();
  const tokenHash = challengeToken ? hashToken(challengeToken) : null;
  const live = tokenHash ? await repo.findLiveChallenge(deps.db, tokenHash, new Date(now.getTime() - CHALLENGE_VALID_MS)) : null;
  if (!live) throw Forbidden(AUDIO_NEEDS_CHALLENGE);
  if (!live.digits) throw Forbidden(AUDIO_NEEDS_CHALLENGE);
  return captchaAudio(parseCaptchaOperands(live.digits));
}
