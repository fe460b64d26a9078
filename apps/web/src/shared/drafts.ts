/*
 * Half-written texts kept in this browser (a message being written survives a reload), one per account
 * and conversation. A draft is patient data on a possibly shared computer, so: it is read only by the
 * account that wrote it, reading one drops every other account's drafts, and signing out drops them all.
 */

const PREFIX = 'pp-draft:';

const keyOf = (accountId: number, conversation: string) => `${PREFIX}${accountId}:${conversation}`;

function draftKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

/** The account's draft of a conversation, or null; other accounts' drafts are dropped on the way. */
export function readDraft<T>(accountId: number, conversation: string): T | null {
  try {
    for (const key of draftKeys()) if (!key.startsWith(`${PREFIX}${accountId}:`)) localStorage.removeItem(key);
    const raw = localStorage.getItem(keyOf(accountId, conversation));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(accountId: number, conversation: string, value: unknown): void {
  try {
    localStorage.setItem(keyOf(accountId, conversation), JSON.stringify(value));
  } catch {
    // Storage full or switched off: the draft lives only as long as the dialog.
  }
}

export function dropDraft(accountId: number, conversation: string): void {
  try {
    localStorage.removeItem(keyOf(accountId, conversation));
  } catch {
    // Nothing kept.
  }
}

/** On signing out: no draft of any account stays in this browser. */
export function dropAllDrafts(): void {
  try {
    for (const key of draftKeys()) localStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
