import type { Deps } from '../../../deps';
import { fill } from '../../../i18n/texts';
import { patientsMessageTexts } from '../patients.message-texts';
import { mail, mailbox } from '../core/link-notices';

/**
 * The e-mails of the clinic's review of an identity (texts: patients.message-texts.ts `identity`, in the
 * account's language), to the account whose own record it is — only a live account with a confirmed
 * address, as every notice (link-notices). Answers whether one went out.
 */

export async function mailIdentityConfirmed(deps: Pick<Deps, 'db' | 'mail'>, input: { accountId: number; username: string; baseUrl: string }): Promise<boolean> {
  const box = await mailbox(deps, input.accountId);
  if (!box) return false;
  const t = patientsMessageTexts.for(box.language).identity;
  await deps.mail.send(
    mail(box.language, box.to, t.confirmedSubject, [fill(t.confirmedIntro, { username: input.username }), t.confirmedNext], {
      href: `${input.baseUrl}/login`,
      label: t.openPortal,
    }),
  );
  return true;
}

export async function mailIdentityRejected(
  deps: Pick<Deps, 'db' | 'mail'>,
  input: { accountId: number; username: string; reason: string; baseUrl: string; scanAccepted: boolean },
): Promise<boolean> {
  const box = await mailbox(deps, input.accountId);
  if (!box) return false;
  const t = patientsMessageTexts.for(box.language).identity;
  await deps.mail.send(
    mail(
      box.language,
      box.to,
      t.rejectedSubject,
      [
        fill(t.rejectedIntro, { username: input.username }),
        fill(t.rejectedReason, { reason: input.reason }),
        // A new scan is taken for a record registered with one (profiles-service handInIdentityDocuments).
        input.scanAccepted ? t.rejectedNext : t.rejectedNextAtClinic,
      ],
      { href: `${input.baseUrl}/account`, label: t.openPortal },
    ),
  );
  return true;
}
