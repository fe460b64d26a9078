import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUnreadCount } from './api/get-unread';
import { messagesToConfirmPath } from './paths';

/**
 * Holds the signed-in user at /messages-to-confirm while messages the clinic asked her to confirm are
 * unread (spec part 2 §4: each must be marked read before she goes on): every navigation to another page
 * of the portal goes there first, with `returnTo` the page she asked for. A message that arrives while she
 * stays on a page does not take her away from it (a form half filled in is never lost); her next step does.
 */
export function useMustConfirmHold(enabled: boolean) {
  const { data } = useUnreadCount(enabled);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const toConfirm = useRef(0);
  toConfirm.current = data?.toConfirm ?? 0;
  const loaded = data !== undefined;

  useEffect(() => {
    if (!enabled || toConfirm.current === 0 || pathname === messagesToConfirmPath) return;
    void navigate(`${messagesToConfirmPath}?${new URLSearchParams({ returnTo: `${pathname}${search}` }).toString()}`, { replace: true });
    // Only a navigation (or the first count after it) moves her, never a count changing on a page.
  }, [enabled, pathname, loaded]); // eslint-disable-line react-hooks/exhaustive-deps
}
