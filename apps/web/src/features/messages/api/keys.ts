/** Query keys of the module: every list, thread and count under one prefix, so one invalidation reaches them all. */
export const messagesKeys = {
  all: ['messages'] as const,
  lists: ['messages', 'list'] as const,
  threads: ['messages', 'thread'] as const,
  unread: ['messages', 'unread'] as const,
  toConfirm: ['messages', 'to-confirm'] as const,
};
