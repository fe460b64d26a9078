import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/get-unread';

/** The menu entry's count of unread messages (a number with its words for screen readers); nothing at zero. */
export function UnreadBadge() {
  const { t } = useTranslation('shell');
  const { data } = useUnreadCount(true);
  if (!data || data.unread === 0) return null;
  return (
    <Badge size="sm" circle={data.unread < 10} color="red.8" aria-label={t('menu.unread', { count: data.unread })} role="status">
      {data.unread > 99 ? '99+' : data.unread}
    </Badge>
  );
}
