import { redirectContextSchema, type EmailConfirmedResponse, type RedirectContext } from '@portal/contracts';
import { AppError } from '../../../errors';
import { withTransaction } from '../../../db/client';
import { accountContact, accountContactsByEmail, type ContactAccount } from '../../contacts/contacts-service';
import { getSettings } from '../../settings/settings-service';
import * as repo from './confirmations-repository';
import { emailConfirmationMail } from './confirmations-templates';
import { issueLinkToken, normalizeEmail, usableLink, useLink } from './secrets';
import { afterAnswer, guardSend, type ConfirmationsDeps, type DeliveryErrorHandler } from './send-limits';

/** E-mail confirmation link: 24 hours. */
export const EMAIL_LINK_VALID_MS = 24 * 60 * 60_000;

/** The redirect context as the query of /confirm and /login (service, orgUnit, employee, occupation). */
function contextQuery(context: RedirectContext | null | undefined): string {
  const q = new URLSearchParams();
  const put = (key: string, value: string | number | null | undefined) => {
    if (value != null && String(value) !== '') q.set(key, String(value));
  };
  put('service', context?.medicalServiceCode);
  put('orgUnit', context?.organizationalUnitId);
  put('employee', context?.employeeId);
  put('occupation', context?.occupationCode);
  const s = q.toString();
  return s ? `&${s}` : '';
}

/** Only the four known keys, without empty ones; null when nothing is left. */
function cleanContext(context: RedirectContext | null | undefined): RedirectContext | null {
  if (!context) return null;
  const out: RedirectContext = {};
  if (context.medicalServiceCode != null && context.medicalServiceCode !== '') out.medicalServiceCode = context.medicalServiceCode;
  if (context.organizationalUnitId != null && context.organizationalUnitId !== '') out.organizationalUnitId = context.organizationalUnitId;
  if (context.employeeId != null && context.employeeId !== '') out.employeeId = context.employeeId;
  if (context.occupationCode != null && context.occupationCode !== '') out.occupationCode = context.occupationCode;
  return Object.keys(out).length ? out : null;
}

async function issueEmailLink(
  deps: ConfirmationsDeps,
  input: { accountId: number; email: string; baseUrl: string; context?: RedirectContext | null; change?: boolean },
): Promise<void> {
  const context = cleanContext(input.context);
  const token = await issueLinkToken(deps, {
    accountId: input.accountId,
    purpose: 'EMAIL_CONFIRM',
    target: normalizeEmail(input.email),
    validMs: EMAIL_LINK_VALID_MS,
    context,
  });
  const link = `${input.baseUrl}/confirm?token=${token}${contextQuery(context)}`;
  // In the language the account chose (Polish when it is gone meanwhile); an address waiting to replace
  // the account's e-mail (a change from the account tab) gets the mail that speaks of a change.
  const account = await accountContact(deps, input.accountId);
  const language = account?.language ?? 'pl';
  const change = !!input.change || (!!account?.email && !!account.restoreEmail && normalizeEmail(account.restoreEmail) === normalizeEmail(input.email));
  await deps.mail.send(emailConfirmationMail({ to: input.email.trim(), link, validHours: EMAIL_LINK_VALID_MS / 3_600_000, language, change }));
}

/** `change`: the address is to replace the account's e-mail (the mail then speaks of a change; a resend to a pending address does too). Issues a single-use e-mail link token (>=128 bits, stored as SHA-256, 24 h) and mails `${baseUrl}/confirm?token=...` plus the redirect context (service, orgUnit, employee, occupation) as query. Enforces send limits (SEND_LIMIT 429). */
export async function sendEmailConfirmation(
  deps: ConfirmationsDeps,
  input: { accountId: number; email: string; baseUrl: string; context?: RedirectContext | null; ip: string; change?: boolean },
): Promise<void> {
  await guardSend(deps, 'EMAIL_CONFIRM', normalizeEmail(input.email), input.ip);
  await issueEmailLink(deps, input);
}

/** E_MAIL login mode: the login is the e-mail, so the account that confirms an address takes it as its login. */
export const emailIsLogin = async (deps: ConfirmationsDeps) => (await getSettings(deps, 'registration')).usernamePromptMode === 'E_MAIL';

/**
 * PUT confirmations/e-mail/{code}: uses an EMAIL_CONFIRM link. It confirms the address the link was
 * sent to while that is still the account's e-mail, or its new e-mail waiting for confirmation
 * (restoreEmail, a change from the account tab), which then replaces the e-mail; answers the redirect
 * context stored with the link. Unknown, used, expired or stale → 400 TOKEN_INVALID; an address
 * another account has confirmed meanwhile → 400 EMAIL_CONFIRMED_ELSEWHERE (the accounts module's
 * handler of `email.confirmed`).
 */
export async function confirmEmail(deps: ConfirmationsDeps, code: string): Promise<EmailConfirmedResponse> {
  const row = await usableLink(deps, code, 'EMAIL_CONFIRM');
  const now = deps.clock.now();
  const account = await accountContact(deps, row.accountId);
  const fromPending = !!account?.restoreEmail && normalizeEmail(account.restoreEmail) === row.target;
  const email = fromPending ? account?.restoreEmail : account?.email;
  if (!account || !email || normalizeEmail(email) !== row.target) throw new AppError('TOKEN_INVALID');
  const asLogin = await emailIsLogin(deps);
  // One transaction: the link is used up only together with the confirmation and the voiding of the others.
  await withTransaction(deps.db, async (tx) => {
    await useLink(deps, row, { tx });
    // The first account to confirm an address owns it; a link of another account then answers EMAIL_CONFIRMED_ELSEWHERE.
    await deps.events.raise('email.confirmed', { accountId: account.id, email, emailIsLogin: asLogin, fromPending }, { tx });
    await repo.voidOpenSecrets(tx, account.id, 'EMAIL_CONFIRM', now);
  });
  const parsed = redirectContextSchema.safeParse(row.context ?? undefined);
  return { email, context: parsed.success ? cleanContext(parsed.data) : null };
}

/** A new link keeps the redirect context of the account's previous one. */
async function resendLinkTo(deps: ConfirmationsDeps, account: Pick<ContactAccount, 'id'>, email: string, baseUrl: string): Promise<void> {
  const stored = redirectContextSchema.safeParse((await repo.findLatestEmailContext(deps.db, account.id)) ?? undefined);
  await issueEmailLink(deps, { accountId: account.id, email, baseUrl, context: stored.success ? stored.data : null });
}

/**
 * POST confirmations/e-mail (public): a new link for the newest account with this address that is
 * not yet confirmed. Always 200 within the send limits — for an unknown or an already confirmed
 * address nothing is sent — so the call does not tell which addresses have accounts; the lookup and
 * the mail happen after the answer.
 */
export async function resendEmailConfirmation(
  deps: ConfirmationsDeps,
  email: string,
  ctx: { ip: string; baseUrl: string; onDeliveryError: DeliveryErrorHandler },
): Promise<void> {
  await guardSend(deps, 'EMAIL_CONFIRM', normalizeEmail(email), ctx.ip);
  afterAnswer(async () => {
    const account = (await accountContactsByEmail(deps, normalizeEmail(email))).find((a) => !a.emailConfirmed);
    if (account?.email) await resendLinkTo(deps, account, account.email, ctx.baseUrl);
  }, ctx.onDeliveryError);
}

/**
 * POST mpi-user/confirmations/e-mail: the same for the signed-in account. The address must be its
 * unconfirmed e-mail or its new e-mail waiting for confirmation (restoreEmail); anything else is 400
 * EMAIL_NOT_FOUND_OR_CONFIRMED.
 */
export async function resendOwnEmailConfirmation(
  deps: ConfirmationsDeps,
  accountId: number,
  email: string,
  ctx: { ip: string; baseUrl: string },
): Promise<void> {
  await guardSend(deps, 'EMAIL_CONFIRM', normalizeEmail(email), ctx.ip);
  const account = await accountContact(deps, accountId);
  const asked = normalizeEmail(email);
  const unconfirmed = account?.email && !account.emailConfirmed && normalizeEmail(account.email) === asked ? account.email : null;
  const pending = account?.restoreEmail && normalizeEmail(account.restoreEmail) === asked ? account.restoreEmail : null;
  const target = unconfirmed ?? pending;
  if (!account || !target) throw new AppError('EMAIL_NOT_FOUND_OR_CONFIRMED');
  await resendLinkTo(deps, account, target, ctx.baseUrl);
}
