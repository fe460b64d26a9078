import { Anchor, VisuallyHidden } from '@mantine/core';
import type { TopBarLink } from '@portal/contracts';
import { configuredName, configuredNameLanguage, readerLanguageOf } from '@portal/domain';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';
import { notify } from '@portal/ui/notify';
import { shareSignIn } from '../../shared/session/sso';

/**
 * A link's full name and its language: the provider names links in Polish and English and, where it
 * chose to, Ukrainian (settings). The reader sees her language's name, else the English one (a
 * Ukrainian reader is better served by English than by Polish), else the Polish one (domain
 * `configuredName`); `lang` says which it is (`configuredNameLanguage`).
 */
function linkName(link: TopBarLink, language: string): { name: string; lang: 'pl' | 'en' | 'uk' } {
  const reader = readerLanguageOf(language);
  const names = { pl: link.namePl || link.nameEn, en: link.nameEn, uk: link.nameUk };
  return { name: configuredName(names, reader), lang: configuredNameLanguage(names, reader) };
}

/**
 * Top-bar name of a link in the current language, whole: the spec cut names of 25 or more characters
 * to 22 and an ellipsis (part 1 §9); the portal shows the whole name and lets the row wrap instead
 * (issue 28 item 16), so a name is never cut where there is room for it.
 */
export function topBarLinkName(link: TopBarLink, language: string): string {
  return linkName(link, language).name;
}

/**
 * Opens one of the provider's own applications (a link with `sso`) signed in: the window is opened at
 * once, within the click (popup blockers), cut off from the portal window; the one-time token is then
 * left in the `ssotoken` cookie (shared/session/sso) and only after that is the window sent to the
 * application. Without a token (the call failed) the application simply asks for a sign-in.
 */
export async function openWithSignIn(url: string, accountId: number): Promise<void> {
  const win = window.open('', '_blank');
  if (!win) {
    notify.warning(i18n.t('common:popupBlocked'));
    return;
  }
  win.opener = null;
  try {
    await shareSignIn(accountId);
  } catch {
    // The other application asks for a sign-in of its own.
  }
  win.location.href = url;
}

/**
 * What a configured link needs to be shown: its name and that name's language (marked when it is not
 * the page's, for screen readers), and, for a link marked `sso`, the click that hands the signed-in
 * session over (`accountId`: the signed-in account, when known).
 */
export function useLinkShown(accountId?: number) {
  const { i18n } = useTranslation('shell');
  return (link: TopBarLink) => {
    const { name, lang } = linkName(link, i18n.language);
    const foreign = lang === i18n.language ? undefined : lang;
    const onClick =
      link.sso && accountId !== undefined
        ? (event: MouseEvent<HTMLAnchorElement>) => {
            event.preventDefault();
            void openWithSignIn(link.url, accountId);
          }
        : undefined;
    return { name, foreign, onClick };
  };
}

/**
 * Links of kind O (other) from the account service, each opening in a new tab, named in full; the help
 * links (kind H) are in the one help menu of the top bar (top-bar-actions).
 */
export function TopBarLinks({ links, accountId }: { links: TopBarLink[]; accountId?: number }) {
  const { t, i18n } = useTranslation('shell');
  const shown = useLinkShown(accountId);
  return (
    <>
      {links
        .filter((l) => l.kind === 'O')
        .map((link) => {
          const { name, foreign, onClick } = shown(link);
          return (
            <Anchor key={link.id} href={link.url} target="_blank" rel="noopener noreferrer" size="sm" lang={foreign} onClick={onClick}>
              {name}
              <VisuallyHidden lang={foreign && i18n.language}>{` (${t('topBar.newTab')})`}</VisuallyHidden>
            </Anchor>
          );
        })}
    </>
  );
}
