import crypto from 'node:crypto';
import type { RegistrationChallenge, StoredFile } from '@portal/contracts';
import { CAPTCHA_ANSWER_LENGTH, captchaAnswer, captchaOperands, formatCaptchaOperands, REGISTRATION_MIN_FILL_MS } from '@portal/domain';
import type { Deps } from '../../deps';
import { AppError, Forbidden } from '../../errors';
import { receiveUploads, type MultipartSource } from '../files/files-service';
import { getRegistrationSettings } from '../settings/settings-service';
import { captchaImage } from './captcha-image';
import * as repo from './registration-repository';
import { hashToken, newToken } from '../../lib/secrets';

/*
 * The registration form's anti-bot challenge (a captcha with a 5-second minimum fill time) and the
 * identity document scans uploaded before the registration, bound to the challenge's token.
 */

/**
 * A challenge is answered within this time, or it is gone: long enough to fill in the form, short
 * enough that images fetched ahead for a solver go stale.
 */
export const CHALLENGE_VALID_MS = 10 * 60_000;
/** Challenges (used or not) are deleted a day after issue. */
const CHALLENGE_KEEP_MS = 24 * 60 * 60_000;


/* Anti-bot challenge ---------------------------------------------------------------------------- */

/**
 * A new captcha: "a + b = ?", a random five-digit number and a digit 1–9 whose sum is the answer
 * (TEST_CAPTCHA_ANSWER, in tests only, fixes the sum), drawn server-side as a raster image; the
 * token's issue time starts the 5-second clock and the 10 minutes it is valid.
 */
export async function issueChallenge(deps: Pick<Deps, 'db' | 'clock' | 'config'>): Promise<RegistrationChallenge> {
  const operands = captchaOperands((n) => crypto.randomInt(n), deps.config.TEST_CAPTCHA_ANSWER);
  const token = newToken();
  const now = deps.clock.now();
  await repo.insertChallenge(deps.db, { tokenHash: hashToken(token), answer: captchaAnswer(operands), digits: formatCaptchaOperands(operands), issuedAt: now });
  await repo.deleteChallengesIssuedBefore(deps.db, new Date(now.getTime() - CHALLENGE_KEEP_MS));
  return { challengeToken: token, captchaImage: await captchaImage(operands) };
}

/**
 * Uses up the challenge and checks it: unknown, used or expired → CAPTCHA_INVALID; no answer →
 * CAPTCHA_REQUIRED; sent sooner than 5 seconds after the form got it → BOT_SUSPECTED; wrong sum →
 * CAPTCHA_INVALID.
 */
export async function checkChallenge(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { challengeToken?: string | null; captchaAnswer?: string | number | null },
): Promise<void> {
  const now = deps.clock.now();
  const answer = input.captchaAnswer == null ? '' : String(input.captchaAnswer).trim();
  if (!input.challengeToken) throw new AppError('CAPTCHA_REQUIRED');
  const challenge = await repo.consumeChallenge(deps.db, hashToken(input.challengeToken), now);
  if (!challenge || now.getTime() - challenge.issuedAt.getTime() > CHALLENGE_VALID_MS) throw new AppError('CAPTCHA_INVALID');
  if (answer === '') throw new AppError('CAPTCHA_REQUIRED');
  if (now.getTime() - challenge.issuedAt.getTime() < REGISTRATION_MIN_FILL_MS) throw new AppError('BOT_SUSPECTED');
  if (!new RegExp(`^\\d{1,${CAPTCHA_ANSWER_LENGTH}}$`).test(answer) || Number(answer) !== challenge.answer) throw new AppError('CAPTCHA_INVALID');
}

/* Attachments --------------------------------------------------------------------------------- */

/** The files of a registration are bound to its challenge token: only the holder of the token claims them. */
export const uploadBinding = (challengeToken: string) => `registration:${hashToken(challengeToken)}`;

const UPLOAD_NEEDS_CHALLENGE =
  'Pliki do rejestracji można przesłać tylko z formularza rejestracji, z ważnym obrazkiem z równaniem. Odśwież obrazek i spróbuj ponownie.';

/**
 * POST /mpi/accounts/registration/attachments: identity document scans sent before the registration,
 * by someone not signed in. They need a challenge token not used yet and still valid (the uploader
 * holds it; the registration that uses it up claims the files), attachments on in the settings, and
 * they are held to the settings' limits (fileUploadParams). Unclaimed files go within a day (files
 * sweep job), or as soon as the registration with that token ends without them.
 */
export async function uploadRegistrationAttachments(
  deps: Pick<Deps, 'db' | 'clock' | 'storage'>,
  source: MultipartSource,
  challengeToken: string | undefined,
): Promise<StoredFile[]> {
  const now = deps.clock.now();
  const live = challengeToken ? await repo.findLiveChallenge(deps.db, hashToken(challengeToken), new Date(now.getTime() - CHALLENGE_VALID_MS)) : null;
  if (!challengeToken || !live) throw Forbidden(UPLOAD_NEEDS_CHALLENGE);
  const settings = await getRegistrationSettings(deps);
  if (!settings.attachmentsVisible && !settings.attachmentsRequired) throw Forbidden('Dodawanie załączników jest wyłączone');
  return receiveUploads(deps, source, {
    use: 'REGISTRATION_DOCUMENT',
    limits: settings.fileUploadParams,
    owner: { pendingBinding: uploadBinding(challengeToken) },
    createdByAccountId: null,
  });
}

