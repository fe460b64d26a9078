/*
 * Messages between patients' accounts and the clinic (spec part 1 §2 "Messages", §4 "Message", §5
 * "Messages", §9): the limits and the rules both sides apply.
 */

/** Inbox and outbox page size (spec part 1 §9). */
export const MESSAGE_PAGE_SIZE = 15;
/** The recipient picker's page size (spec part 1 §9). */
export const RECIPIENT_PAGE_SIZE = 5;
/** The inbox refresh when the live channel is down (spec part 1 §9, part 2 §9). */
export const INBOX_REFRESH_SECONDS = 60;
/** A new message's title. */
export const MESSAGE_TITLE_MAX = 150;
/** The title of a reply or of an edited message is cut to this many characters (spec part 1 §5). */
export const MESSAGE_TITLE_CUT = 149;
/** A message's text (plain text, stored as given). */
export const MESSAGE_CONTENT_MAX = 10_000;
/** How many messages an account may send in an hour unless the installation says otherwise. */
export const DEFAULT_MESSAGE_SEND_LIMIT_PER_HOUR = 30;
/** The category every installation has (spec part 1 §3: code M is "Wiadomość"). */
export const DEFAULT_MESSAGE_CATEGORY = 'M';
/** The prefix of a reply's title. */
export const REPLY_PREFIX = 'Re: ';

/** A title cut as the spec cuts it on reply and edit (whole characters, never half a surrogate pair). */
export function cutTitle(title: string): string {
  const chars = Array.from(title);
  return chars.length > MESSAGE_TITLE_CUT ? chars.slice(0, MESSAGE_TITLE_CUT).join('') : title;
}

/** The title of a reply to `title`: prefixed once (a reply to a reply keeps one "Re: "), then cut to 149. */
export function replyTitle(title: string): string {
  const bare = title.replace(/^(\s*re:\s*)+/i, '');
  return cutTitle(`${REPLY_PREFIX}${bare}`);
}

/** The length of a title as the limits count it (characters, not UTF-16 units). */
export const titleLength = (title: string) => Array.from(title).length;

/**
 * Whether the sender may still change (edit or delete) a message: only its sender, and only while no
 * recipient has read it (spec part 1 §4). Someone who is not the sender sees no such action at all.
 */
export type MessageChange = 'ALLOWED' | 'NOT_SENDER' | 'ALREADY_READ';
export function messageChange(message: { isSender: boolean; readByAnyone: boolean }): MessageChange {
  if (!message.isSender) return 'NOT_SENDER';
  if (message.readByAnyone) return 'ALREADY_READ';
  return 'ALLOWED';
}

/** Staff roles a patient may write to directly (besides mailboxes that accept patient messages). */
export const PATIENT_WRITABLE_ROLES = ['DOCTOR', 'NURSE', 'MIDWIFE', 'REGISTRAR'] as const;
export function patientMayWriteToStaff(member: { active: boolean; roles: readonly string[] }): boolean {
  return member.active && member.roles.some((r) => (PATIENT_WRITABLE_ROLES as readonly string[]).includes(r));
}
