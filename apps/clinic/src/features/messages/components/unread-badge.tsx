import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { totalUnread, useBoxes } from '../api/boxes';
import { useMessagesLive } from '../live';

/**
 * The menu entry's count of her unread messages (every box). The signed-in layout shows it once, so it
 * also keeps the tab's live channel open: an event refreshes the count, the boxes and the lists.
 */
export function UnreadBadge() {
  const { t } = useTranslation('layout');
  useMessagesLive();
  const boxes = useBoxes();
  const count = totalUnread(boxes.data);
  if (count === 0) return null;
  return (
    <Badge size="sm" circle={count < 10} color="red.8" variant="filled" data-testid="unread-badge">
      <span aria-hidden>{count}</span>
      <VisuallyHidden>{t('unreadMessages', { count })}</VisuallyHidden>
    </Badge>
  );
}
