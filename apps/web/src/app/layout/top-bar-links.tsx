import { Anchor, VisuallyHidden } from '@mantine/core';
import type { TopBarLink } from '@portal/contracts';
import { cutLinkName } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/**
 * A link's full name and its language: the provider names links in Polish and English only, so an
 * English page shows the English name and the Polish and Ukrainian ones the Polish name, each falling
 * back to the other when empty.
 */
function linkName(link: TopBarLink, language: string): { name: string; lang: 'pl' | 'en' } {
  const english = language.startsWith('en') ? Boolean(link.nameEn) : !link.namePl;
  return english ? { name: link.nameEn, lang: 'en' } : { name: link.namePl, lang: 'pl' };
}

/** Top-bar name of a link in the current language, cut when long (spec part 1 §9). */
export function topBarLinkName(link: TopBarLink, language: string): string {
  return cutLinkName(linkName(link, language).name);
}

/** Links of kinds O (other) and H (help) from the account service, each opening in a new tab. */
export function TopBarLinks({ links }: { links: TopBarLink[] }) {
  const { t, i18n } = useTranslation('shell');
  const shown = links.filter((l) => l.kind === 'O' || l.kind === 'H');
  return (
    <>
      {shown.map((link) => {
        const { name, lang } = linkName(link, i18n.language);
        // A name in another language than the page's is marked so, for screen readers.
        const foreign = lang === i18n.language ? undefined : lang;
        return (
          <Anchor key={link.id} href={link.url} target="_blank" rel="noopener noreferrer" title={name} size="sm" lang={foreign}>
            {cutLinkName(name)}
            <VisuallyHidden lang={foreign && i18n.language}>{` (${t('topBar.newTab')})`}</VisuallyHidden>
          </Anchor>
        );
      })}
    </>
  );
}
