import { mailHtml } from '../../../lib/mail-layout';
import type { AccountDeletionRequest, InterfaceLanguage } from '@portal/contracts';
import { withTransaction, type Tx } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors';
import { mailFrameTexts } from '../../../i18n/mail-frame-texts';
import { fill } from '../../../i18n/texts';
import { accountsMessageTexts } from '../accounts.message-texts';
import type { MailMessage } from '../../../integrations/mail/index';
import { endGuardianLinksOfAccount } from '../../patients/patients-service';
import { markDeleted } from './account-deletion-repository';
import * as repo from '../core/accounts-repository';
import { verifyCredentials, type RequestContext } from '../core/credentials';
import { recordEvent } from '../../event-log/event-log-service';

type DeletionDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mail' | 'events'>;

/** The confirmation e-mail of a deleted account, in its language. */
export function accountDeletedMail(input: { to: string; username: string; language: InterfaceLanguage }): MailMessage {
  const { greeting, footer } = mailFrameTexts.for(input.language);
  const texts = accountsMessageTexts.for(input.language).accountDeleted;
  const paragraphs = [greeting, fill(texts.intro, { username: input.username }), texts.records, texts.notYou];
  return {
    to: input.to,
    subject: texts.subject,
    text: [...paragraphs, '', footer].join('\n\n'),
    html: mailHtml({ language: input.language, title: texts.subject, paragraphs, footer }),
  };
}

/**
 * DELETE /mpi/accounts/mpi-user (spec part 1 §2 "delete own account", §8). The password is asked
 * again and checked as at sign-in (failures counted towards the login's lock; a wrong one is 400
 * PASSWORD_INCORRECT, a locked login 423). Then, in one transaction: the account becomes DELETED,
 * every link it holds as a guardian ends (patients), the modules handling `account.deleted` remove what
 * they keep of it (ampa: its mobile-application registrations and paired devices), every session of it ends. The patient records — its own and its wards' and
 * children's — and the medical data stay with the clinic, as the law requires; registering again with
 * the own record's PESEL restores the account (registration's REVERTED). A confirmation e-mail goes
 * to the account's address, in its language, and the event log keeps ACCOUNT_DELETE.
 */
export async function deleteOwnAccount(
  deps: DeletionDeps,
  accountId: number,
  input: AccountDeletionRequest,
  ctx: RequestContext & { closeAllSessions: (tx: Tx) => Promise<void> },
): Promise<void> {
  const account = await repo.findAccountById(deps.db, accountId);
  if (!account || account.status !== 'ACTIVE') throw new AppError('UNAUTHORIZED');
  try {
    await verifyCredentials(deps, ctx, account.username, input.password, account);
  } catch (err) {
    if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') {
      throw new AppError('PASSWORD_INCORRECT', undefined, { errors: [{ path: 'password', message: 'Podane hasło jest niepoprawne.' }] });
    }
    throw err;
  }
  const now = deps.clock.now();
  const outcome = await withTransaction(deps.db, async (tx) => {
    if (!(await markDeleted(tx, accountId, now))) return null;
    const links = await endGuardianLinksOfAccount(deps, accountId, { tx });
    // What other modules keep of the account goes with it (ampa: its mobile registrations and devices).
    const notes = await deps.events.raise('account.deleted', { accountId }, { tx });
    await ctx.closeAllSessions(tx);
    return { links, notes };
  });
  if (!outcome) throw new AppError('UNAUTHORIZED');
  await recordEvent(deps, {
    eventType: 'ACCOUNT_DELETE',
    outcome: 'SUCCESS',
    accountId,
    username: account.username,
    description: ['Konto usunięte przez właściciela', `zakończone powiązania: ${outcome.links}`, ...outcome.notes, 'dane pacjentów zachowane'].join('; '),
    ip: ctx.ip,
  });
  if (account.email) await deps.mail.send(accountDeletedMail({ to: account.email, username: account.username, language: account.language }));
}
