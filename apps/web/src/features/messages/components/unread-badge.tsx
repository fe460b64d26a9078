import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/get-unread';

/**
 * The menu entry's count of unread messages, with its words for screen readers ("3 nieprzeczytane");
 * nothing at zero. Drawn like Mantine's Badge but without it: the component would be split out of the
 * pages that share it into a chunk the sign-in page's script then names.
 */
const style: CSSProperties = {
  minWidth: '1.4rem',
  padding: '0 0.4rem',
  borderRadius: '1rem',
  background: 'var(--mantine-color-red-8)',
  color: 'var(--mantine-color-white)',
  fontSize: 'var(--mantine-font-size-xs)',
  fontWeight: 700,
  lineHeight: '1.4rem',
  textAlign: 'center',
};

export function UnreadBadge() {
  const { t } = useTranslation('shell');
  const { data } = useUnreadCount(true);
  if (!data || data.unread === 0) return null;
  return (
    <span style={style} role="status" aria-label={t('menu.unread', { count: data.unread })}>
      {data.unread > 99 ? '99+' : data.unread}
    </span>
  );
}
