import { Anchor, VisuallyHidden } from '@mantine/core';
import type { TopBarLink } from '@portal/contracts';
import { cutLinkName } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** Top-bar name of a link: Polish or English by the current language, cut when long (spec part 1 §9). */
export function topBarLinkName(link: TopBarLink, language: string): string {
  const name = language.startsWith('en') ? link.nameEn || link.namePl : link.namePl || link.nameEn;
  return cutLinkName(name);
}

/** Links of kinds O (other) and H (help) from the account service, each opening in a new tab. */
export function TopBarLinks({ links }: { links: TopBarLink[] }) {
  const { t, i18n } = useTranslation('shell');
  const shown = links.filter((l) => l.kind === 'O' || l.kind === 'H');
  return (
    <>
      {shown.map((link) => {
        const full = i18n.language.startsWith('en') ? link.nameEn || link.namePl : link.namePl || link.nameEn;
        return (
          <Anchor key={link.id} href={link.url} target="_blank" rel="noopener noreferrer" title={full} size="sm">
            {topBarLinkName(link, i18n.language)}
            <VisuallyHidden>{` (${t('topBar.newTab')})`}</VisuallyHidden>
          </Anchor>
        );
      })}
    </>
  );
}
