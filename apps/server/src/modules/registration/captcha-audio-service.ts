import crypto from 'node:crypto';
import { captchaDigits } from '@portal/domain';
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
 * keeps the digits its picture shows, so the recording says the same task (a challenge issued
 * before the digits were kept gets three digits with its sum).
 */
export async function challengeAudio(deps: Pick<Deps, 'db' | 'clock'>, challengeToken: string | undefined): Promise<Buffer> {
  const now = deps.clock.now();
  const tokenHash = challengeToken ? hashToken(challengeToken) : null;
  const live = tokenHash ? await repo.findLiveChallenge(deps.db, tokenHash, new Date(now.getTime() - CHALLENGE_VALID_MS)) : null;
  if (!live) throw Forbidden(AUDIO_NEEDS_CHALLENGE);
  const shown = live.digits?.split('').map(Number);
  return captchaAudio(shown?.length ? shown : captchaDigits((n) => crypto.randomInt(n), live.answer));
}
