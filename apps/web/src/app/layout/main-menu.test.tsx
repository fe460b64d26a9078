import type { ApplicationSettings } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render';
import { MainMenu } from './main-menu';

const flags = (on: Partial<ApplicationSettings>) => ok({ allergyModule: false, adverseEventsModule: false, ...on } as ApplicationSettings);

describe('MainMenu', () => {
  it('shows the modules switched on, the self-assessment while the questionnaire settings offer it, then the account', async () => {
    const api = stubApi({ 'GET /api/mpi/accounts/mpi-user/application-settings': flags({ allergyModule: true }) });
    renderRoute(<MainMenu />, { initialEntries: ['/main'] });
    expect(await screen.findByRole('link', { name: 'Ocena objawów infekcji' })).toHaveAttribute('href', '/selfassessment');
    expect(screen.getByRole('link', { name: 'Alergie' })).toHaveAttribute('href', '/allergies');
    expect(screen.queryByRole('link', { name: 'Działania niepożądane' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Alergie', 'Ocena objawów infekcji', 'Moje konto']);
    expect(api.callsTo('GET /api/mpi/accounts/mpi-user/questionnaire-settings')).toHaveLength(1);
  });

  it('leaves the self-assessment out while the installation does not offer it', async () => {
    stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': flags({ allergyModule: true }),
      'GET /api/mpi/accounts/mpi-user/questionnaire-settings': ok({ selfAssessmentQuestionaire: false, selfAssessmentGps: true }),
    });
    renderRoute(<MainMenu />, { initialEntries: ['/main'] });
    expect(await screen.findByRole('link', { name: 'Alergie' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ocena objawów infekcji' })).not.toBeInTheDocument();
  });

  it("shows a feature's count beside its entry, from the feature's descriptor (the messages' unread count)", async () => {
    stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': flags({ messagesModule: true }),
      'GET /api/mpi/messages/u/mpi-user/unread': ok({ unread: 3, toConfirm: 0 }),
    });
    renderRoute(<MainMenu />, { initialEntries: ['/main'] });
    const entry = await screen.findByRole('link', { name: /Wiadomości/ });
    expect(await within(entry).findByRole('status')).toHaveTextContent('3');
    expect(within(entry).getByRole('status')).toHaveAccessibleName(/3 nieprzeczytane/);
  });
});
