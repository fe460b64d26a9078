import { useIsPhone } from './page/is-phone';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError, onApiFailure } from './api/client';

type Kind = 'success' | 'info' | 'warning' | 'error';
const colors: Record<Kind, string> = { success: 'green', info: 'blue', warning: 'yellow', error: 'red' };

// The toast library loads on the first toast, so pages that never show one (sign-in) stay small.
const loadToasts = () => import('@mantine/notifications');
let hostWanted = false;
const listeners = new Set<() => void>();
function wantHost() {
  if (hostWanted) return;
  hostWanted = true;
  listeners.forEach((l) => l());
}

/** A phone: below Mantine's `sm` breakpoint, where the shells fold their menus and dialogs fill the screen. */
/**
 * On a phone, toasts sit this far from the top: below the app's top bar (60 px) and below the title and
 * the × of a full-screen dialog, whose own buttons are at its bottom.
 */
const PHONE_TOASTS_TOP = 68;

const LazyNotifications = lazy(() =>
  loadToasts().then((m) => ({
    // Never over the top bar's "Wyloguj" (top right) nor a dialog's buttons (issue 28 item 16): on a wide
    // screen bottom left and narrow (a centred dialog's buttons are at its bottom right); on a phone, where
    // a dialog fills the screen with its buttons at the bottom, at the top, below the bars.
    default: function Toasts() {
      const phone = useIsPhone();
      // A toast shown before the language is switched gets its × named in the new language.
      const { i18n: current } = useTranslation();
      useEffect(() => {
        const relabel = () => {
          for (const n of m.notificationsStore.getState().notifications) {
            if (n.id) m.notifications.update({ ...n, closeButtonProps: { ...n.closeButtonProps, 'aria-label': i18n.t('ui:close') } });
          }
        };
        current.on('languageChanged', relabel);
        return () => current.off('languageChanged', relabel);
      }, [current]);
      return phone ? (
        <m.Notifications position="top-center" limit={3} zIndex={1000} w="100%" style={{ top: PHONE_TOASTS_TOP }} />
      ) : (
        <m.Notifications position="bottom-left" limit={5} zIndex={1000} w={360} />
      );
    },
  })),
);

/** Renders the toast container once the first toast is asked for. Mounted once, in app/providers. */
export function NotificationsHost() {
  const wanted = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => hostWanted,
  );
  return wanted ? (
    <Suspense fallback={null}>
      <LazyNotifications />
    </Suspense>
  ) : null;
}

let extendedLogs = false;
/** Set from the system-installation settings: with extended logs the details of each failed call are shown. */
export function setExtendedLogs(on: boolean) {
  extendedLogs = on;
}

// The global response-error handler: with extended logs on, every failed call is logged and its
// details shown as an info toast for 3 seconds, beside whatever message the page itself gives.
onApiFailure((error, call) => {
  if (!extendedLogs) return;
  const answer = error.status === 0 ? i18n.t('ui:noAnswer') : `HTTP ${error.status}`;
  const body = error.body ? ` ${error.body.errorCode}: ${error.body.message}` : '';
  show('info', `${call.method} /api${call.path} — ${answer}${body}`, { autoClose: 3000, title: i18n.t('ui:errorDetails') });
  console.error(`${call.method} /api${call.path}`, error);
});

function show(kind: Kind, message: string, opts: { title?: string; autoClose?: number } = {}) {
  wantHost();
  void loadToasts().then(({ notifications }) =>
    notifications.show({
      color: colors[kind],
      title: opts.title,
      message,
      autoClose: opts.autoClose ?? (kind === 'error' || kind === 'warning' ? 8000 : 5000),
      // Screen readers announce errors at once, the rest politely.
      role: kind === 'error' || kind === 'warning' ? 'alert' : 'status',
      closeButtonProps: { 'aria-label': i18n.t('ui:close') },
    } as Parameters<typeof notifications.show>[0]),
  );
}

/** The one toast helper of the portal. */
export const notify = {
  success: (message: string) => show('success', message),
  info: (message: string, autoClose?: number) => show('info', message, { autoClose }),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
  /** "Serwer nie odpowiada" — the generic failure of a load. */
  serverDown: () => show('error', i18n.t('ui:serverDown')),
  /**
   * Reports a failed call with the given message (or the generic one); its details, with extended
   * logs on, come from the global handler above.
   */
  failure(_error: unknown, message?: string) {
    show('error', message ?? i18n.t('ui:serverDown'));
  },
};

/**
 * A failed call of a page, the one way both apps report it: the server's Polish message when it refused
 * the request (a 4xx with a body; 401 is the session's, handled by session expiry) as a warning, else
 * `fallback` (or the generic "the server does not answer") as a failure.
 */
export function reportFailure(error: unknown, fallback?: string): void {
  if (isApiError(error) && error.body && error.status >= 400 && error.status < 500 && error.status !== 401) notify.warning(error.body.message);
  else notify.failure(error, fallback);
}
