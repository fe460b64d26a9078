import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicLayout } from '../../../app/layout/public-layout';
import { changeLanguage } from '../../../i18n';
import { legalDocuments, legalPaths, type LegalDocument } from '../../../shared/legal-paths';
import { stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { legalPageComponent } from './legal-page';

const titles: Record<LegalDocument, Record<'pl' | 'en' | 'uk', string>> = {
  accessibility: { pl: 'Deklaracja dostępności', en: 'Accessibility statement', uk: 'Декларація доступності' },
  privacy: { pl: 'Polityka prywatności', en: 'Privacy policy', uk: 'Політика конфіденційності' },
  terms: { pl: 'Warunki korzystania', en: 'Terms of use', uk: 'Умови користування' },
  regulations: {
    pl: 'Regulamin świadczenia usług drogą elektroniczną',
    en: 'Terms of electronic services',
    uk: 'Регламент надання послуг електронним шляхом',
  },
};

function renderLegal(doc: LegalDocument) {
  stubApi();
  return renderRoute(
    [{ element: <PublicLayout />, children: legalDocuments.map((d) => ({ path: legalPaths[d], Component: legalPageComponent(d) })) }],
    { initialEntries: [legalPaths[doc]] },
  );
}

/** Opens each legal document in turn and checks its heading and page title in the language shown. */
async function eachDocumentIn(router: ReturnType<typeof renderLegal>['router'], lng: 'pl' | 'en' | 'uk') {
  for (const doc of legalDocuments) {
    await act(() => router.navigate(legalPaths[doc]));
    expect(await screen.findByRole('heading', { level: 1, name: titles[doc][lng] })).toBeInTheDocument();
    expect(document.title).toMatch(new RegExp(`^${titles[doc][lng]} - `));
  }
}

afterEach(async () => {
  await act(() => changeLanguage('pl'));
  localStorage.clear();
});

describe('the legal pages', () => {
  it('are in Polish, and switch to English with the footer, their links following', async () => {
    const { router } = renderLegal('privacy');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeInTheDocument();
    expect(main).toHaveTextContent('iod@zdrowieplus.example');
    expect(main).toHaveTextContent('art. 9 ust. 2 lit. h RODO');
    await eachDocumentIn(router, 'pl');

    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    // The texts of another language load on the switch.
    expect(await screen.findByRole('heading', { level: 1, name: titles.regulations.en }, { timeout: 5_000 })).toBeInTheDocument();
    await eachDocumentIn(router, 'en');
    await act(() => router.navigate(legalPaths.privacy));
    expect(await within(main).findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(main).toHaveTextContent('Article 9(2)(h) GDPR');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', legalPaths.privacy);
  });

  it('are in Ukrainian once chosen', async () => {
    const { router } = renderLegal('privacy');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Українська' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Політика конфіденційності' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('ст. 9 ч. 2 п. h GDPR');
    expect(screen.getByRole('main')).toHaveTextContent('iod@zdrowieplus.example');
    await eachDocumentIn(router, 'uk');
  });
});
