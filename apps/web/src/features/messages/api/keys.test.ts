import { describe, expect, it } from 'vitest';
import { liveKeys } from '../use-messages-live';
import { unreadCountQuery } from './get-unread';
import { messagesKeys } from './keys';

describe('query keys written out for the signed-in layout', () => {
  it('agree with the module’s keys', () => {
    expect(unreadCountQuery.queryKey).toEqual(messagesKeys.unread);
    expect(liveKeys).toEqual({ unread: messagesKeys.unread, lists: messagesKeys.lists, threads: messagesKeys.threads, toConfirm: messagesKeys.toConfirm });
  });
});
