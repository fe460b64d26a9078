import { notify } from '@portal/ui/notify';
import i18n from 'i18next';
import { findResultDocument } from '../api/result-document';

/**
 * Opens a result's document in a new window after the HEAD checks (spec part 1 §7, §8): the window is
 * opened within the click (so popup blockers let it through), pointed at the first candidate the server
 * has, or closed with the warning "Dokument jest niedostępny" when none exists.
 */
export async function openResultDocument(candidates: readonly string[]): Promise<boolean> {
  const win = window.open('', '_blank');
  if (!win) {
    notify.warning(i18n.t('common:popupBlocked'));
    return false;
  }
  const url = await findResultDocument(candidates);
  if (!url) {
    win.close();
    notify.warning(i18n.t('medical-record:results.documentUnavailable'));
    return false;
  }
  win.location.href = url;
  return true;
}
