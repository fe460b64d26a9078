import i18n from 'i18next';
import { notify } from './notify';

/**
 * Opens a printout (a PDF the server makes, lib/printout there) in a new window, as the spec wants for
 * every "print" action. The window is opened at once, within the click, so popup blockers let it
 * through; with `checkFirst` the PDF is asked for with HEAD before the window is pointed at it (result
 * documents: a missing one gives a message instead of an error page in a new window).
 */
export async function openPrintout(path: string, options: { checkFirst?: boolean } = {}): Promise<boolean> {
  // A new window sends the browser's Accept-Language, not the portal's: the printout's fixed texts
  // follow the language shown (server i18n/request-language).
  const url = `/api${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(i18n.resolvedLanguage ?? i18n.language ?? 'pl')}`;
  const win = window.open(options.checkFirst ? '' : url, '_blank');
  if (!win) {
    notify.warning(i18n.t('ui:popupBlocked'));
    return false;
  }
  if (!options.checkFirst) return true;
  let ok = false;
  try {
    ok = (await fetch(url, { method: 'HEAD', credentials: 'same-origin' })).ok;
  } catch {
    ok = false;
  }
  if (!ok) {
    win.close();
    notify.error(i18n.t('ui:printoutFailed'));
    return false;
  }
  win.location.href = url;
  return true;
}
