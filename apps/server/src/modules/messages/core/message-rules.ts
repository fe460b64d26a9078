import { polishPlural } from '@portal/domain';
import type { PageQuery } from '@portal/contracts';
import type { DbOrTx, Tx } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError, Validation } from '../../../errors';
import { checkRange } from '../../../lib/lists';
import { claimPendingFilesFor, pendingFiles } from '../../files/files-service';
import { getFileSettings } from '../../settings/settings-service';
import * as repo from './messages-repository';

/* What both sides of messages check alike: categories, date filters, attachments, the errors they answer. */

export type MessagesDeps = Pick<Deps, 'db' | 'clock' | 'storage' | 'jobs' | 'live' | 'config'>;
export type ReadDeps = Pick<Deps, 'db' | 'clock'>;

/** A message's recipient row before it is written. */
export type Resolved = repo.NewRecipient;

export const USE = 'MESSAGE_ATTACHMENT' as const;
/** Patients' messages reach back at most this far (the dates ranges' 20-year rule). */
export const RANGE = { maxYearsBack: 20, allowFuture: false };
export const HOUR_MS = 3_600_000;

export const accountBinding = (accountId: number) => `message:account:${accountId}`;
export const staffBinding = (staffId: number) => `message:staff:${staffId}`;

export const recipientInvalid = (errors: Array<{ path: string; message: string }> = [], message?: string) =>
  new AppError('MESSAGE_RECIPIENT_INVALID', message, errors.length ? { errors } : {});
export const attachmentsGone = () =>
  Validation('Załącznik nie istnieje albo został już wysłany. Dodaj plik ponownie.', [
    { path: 'attachmentIds', message: 'Załącznik nie istnieje albo został już wysłany. Dodaj plik ponownie.' },
  ]);

export async function activeCategory(db: DbOrTx, code: string): Promise<void> {
  const category = await repo.findCategory(db, code);
  if (!category?.active) {
    const message = 'Wybierz kategorię z listy.';
    throw Validation(message, [{ path: 'category', message }]);
  }
}

export interface MessageListQuery extends PageQuery {
  after?: string;
  before?: string;
  category?: string;
  title?: string;
  sender?: string;
  recipient?: string;
}

export function filtersOf(deps: ReadDeps, q: MessageListQuery & { unreadOnly?: boolean }): repo.MessageFilters {
  const { from, to } = checkRange({ after: q.after, before: q.before }, RANGE, deps.clock.now());
  return {
    from,
    to,
    category: q.category || undefined,
    title: q.title || undefined,
    sender: q.sender || undefined,
    recipient: q.recipient || undefined,
    unreadOnly: q.unreadOnly,
  };
}

export function tooManyFiles(max: number) {
  const message = `Do wiadomości można dołączyć najwyżej ${max} ${polishPlural(max, { one: 'plik', few: 'pliki', many: 'plików' })}.`;
  return Validation(message, [{ path: 'attachmentIds', message }]);
}

export async function checkUploads(deps: MessagesDeps, binding: string, ids: readonly number[]): Promise<void> {
  const { fileUploadParams } = await getFileSettings(deps);
  if (ids.length > fileUploadParams.maxFiles) throw tooManyFiles(fileUploadParams.maxFiles);
  if (ids.length === 0) return;
  const found = await pendingFiles(deps, { use: USE, ids: [...ids], binding });
  if (found.length < ids.length) throw attachmentsGone();
}

export async function claimUploads(deps: MessagesDeps, tx: Tx, input: { binding: string; ids: readonly number[]; owner: { accountId: number } | { staffMemberId: number } }) {
  if (input.ids.length === 0) return;
  const claimed = await claimPendingFilesFor(deps, { use: USE, ids: [...input.ids], binding: input.binding, owner: input.owner, now: deps.clock.now() }, { tx });
  if (!claimed) throw attachmentsGone();
}

