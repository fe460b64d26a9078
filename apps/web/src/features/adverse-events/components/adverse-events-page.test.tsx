import { screen } from '@testing-library/react';
import type { ApplicationSettings } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { MainMenu } from '../../../app/layout/main-menu';
import { loadNamespace } from '../../../i18n';
import { ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { AdverseEventsPage } from './adverse-events-page';

beforeAll(() => loadNamespace('adverse-events'));

describe('AdverseEventsPage', () => {
  it('offers the configured external form as a link opening a new window, cut off from the portal', async () => {
    stubApi({ 'GET /api/mpi/adverseevents/url': ok({ value: 'https://smz.ezdrowie.gov.pl/' }) });
    renderRoute(<AdverseEventsPage />, { initialEntries: ['/adverseevents'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Zgłoś działanie niepożądane' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Otwórz formularz zgłoszenia/ });
    expect(link).toHaveAttribute('href', 'https://smz.ezdrowie.gov.pl/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('is offered in the main menu while the module is on', async () => {
    stubApi({ 'GET /api/mpi/accounts/mpi-user/application-settings': ok({ allergyModule: false, adverseEventsModule: true } as ApplicationSettings) });
    renderRoute(<MainMenu />, { initialEntries: ['/main'] });
    expect(await screen.findByRole('link', { name: 'Działania niepożądane' })).toHaveAttribute('href', '/adverseevents');
  });
});
