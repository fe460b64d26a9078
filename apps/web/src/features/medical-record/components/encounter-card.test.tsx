import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { anEncounter } from '../test-data';
import { EncounterCard } from './encounter-card';

beforeAll(() => loadNamespace('medical-record'));
afterEach(() => vi.unstubAllGlobals());

const settings = { showDiagnoses: true, showRecommendations: true, questionnairesEnabled: false };

describe('EncounterCard', { timeout: 20_000 }, () => {
  it('names who at the clinic wrote each diagnosis and the recommendations, and when', async () => {
    stubApi({});
    renderRoute(<EncounterCard encounter={anEncounter()} settings={settings} />);
    const diagnosis = (await screen.findByText(/J06\.9 Ostre zakażenie/)).closest('li')!;
    expect(within(diagnosis as HTMLElement).getByText('wpisał(a): Jan Nowak, 10-02-2026')).toBeInTheDocument();
    expect(screen.getByText('wpisał(a): Anna Wiśniewska, 10-02-2026')).toBeInTheDocument();
  });

  it('names no author for entries recorded before authors were', async () => {
    stubApi({});
    renderRoute(<EncounterCard encounter={anEncounter({ diagnoses: [{ code: 'I10', name: 'Samoistne nadciśnienie', primary: true, writtenBy: null }], recommendationsWrittenBy: null })} settings={settings} />);
    expect(await screen.findByText(/I10 Samoistne nadciśnienie/)).toBeInTheDocument();
    expect(screen.queryByText(/wpisał\(a\)/)).not.toBeInTheDocument();
  });
});
