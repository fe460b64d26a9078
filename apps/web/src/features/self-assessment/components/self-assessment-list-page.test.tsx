import type { SelfAssessment } from '@portal/contracts';
import { defaultRange } from '@portal/domain';
import { clinicToday } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { demoAccount } from '../../../test/fixtures';
import { apiError, noContent, ok, stubApi, type ApiTable } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { SelfAssessmentListPage } from './self-assessment-list-page';

beforeAll(() => Promise.all([loadNamespace('self-assessment'), loadNamespace('ui', 'ui-forms')]));
afterEach(() => vi.restoreAllMocks());

const mild: SelfAssessment = {
  fullfilmentId: 42,
  date: '2026-04-20T08:15:00.000Z',
  triageLevel: 'self_monitoring',
  recommendation: 'Obserwuj objawy przez kilka dni.',
  items: [
    { id: 'fever', question: 'Czy masz gorączkę?', answer: 'Tak, do 38°C' },
    { id: 'cough', question: 'Czy kaszlesz?', answer: 'Nie' },
  ],
  lattitude: null,
  longtitude: null,
};
const older: SelfAssessment = { ...mild, fullfilmentId: 7, date: '2025-11-02T12:00:00.000Z', triageLevel: 'no_risk', recommendation: 'Brak wskazań.', items: [] };

function setup(table: ApiTable = {}, state?: unknown) {
  const api = stubApi({
    'GET /api/mpi/accounts/mpi-user': ok(demoAccount),
    'GET /api/mpi/questionnaires/infermedica/questionnaires': ok([mild, older]),
    ...table,
  });
  const view = renderRoute(<SelfAssessmentListPage />, { path: '/selfassessmentlist', initialEntries: [{ pathname: '/selfassessmentlist', state } as unknown as string] });
  return { ...view, api };
}

const item = (name: RegExp) => screen.findByRole('listitem', { name });

/** Types a whole date at once and leaves the field, as a person typing then tabbing away. */
function typeDate(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('SelfAssessmentListPage', () => {
  it('lists a year back to today at first, newest first, each with its date and result in words', async () => {
    const { api } = setup();
    const range = defaultRange('lastYear', clinicToday());
    const items = await screen.findAllByTestId('self-assessment-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Obserwuj objawy');
    expect(items[0]).toHaveTextContent('20-04-2026');
    expect(items[1]).toHaveTextContent('Brak ryzyka');
    expect(api.callsTo('GET /api/mpi/questionnaires/infermedica/questionnaires')[0]!.query).toBe(`?after=${range.after}&before=${range.before}`);
    expect(screen.getByRole('link', { name: 'Nowa samoocena' })).toHaveAttribute('href', '/selfassessment');
  });

  it('says when there is nothing in the period', async () => {
    setup({ 'GET /api/mpi/questionnaires/infermedica/questionnaires': ok([]) });
    expect(await screen.findByText('Brak samoocen w wybranym okresie.')).toBeInTheDocument();
  });

  it('shows the questions, answers and recommendation on demand', async () => {
    const user = userEvent.setup();
    setup();
    const first = await item(/20-04-2026/);
    const toggle = within(first).getByRole('button', { name: /Pokaż szczegóły/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(first).queryByText('Czy masz gorączkę?')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(within(first).getByRole('button', { name: /Ukryj szczegóły/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(first).getByText('Czy masz gorączkę?')).toBeInTheDocument();
    expect(within(first).getByText('Tak, do 38°C')).toBeInTheDocument();
    expect(within(first).getByText('Obserwuj objawy przez kilka dni.')).toBeInTheDocument();
  });

  it('downloads the report as selfassessment_report_<id>.pdf', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { api } = setup({ 'GET /api/mpi/questionnaires/infermedica/questionnaire/pdf/:id': ok({ data: btoa('%PDF-1.4 raport'), fileName: 'selfassessment_report_42.pdf' }) });
    await user.click(within(await item(/20-04-2026/)).getByRole('button', { name: /Pobierz PDF/ }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.callsTo('GET /api/mpi/questionnaires/infermedica/questionnaire/pdf/42')).toHaveLength(1);
    expect(clicked[0]!.download).toBe('selfassessment_report_42.pdf');
    expect(clicked[0]!.href).toBe('blob:report');
    expect(blobs[0]!.type).toBe('application/pdf');
    expect(await blobs[0]!.text()).toBe('%PDF-1.4 raport');
  });

  it('deletes one after asking, says so and reads the list again', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notify, 'success');
    const { api } = setup({
      'GET /api/mpi/questionnaires/infermedica/questionnaires': [ok([mild, older]), ok([older])],
      'DELETE /api/mpi/questionnaires/infermedica/questionnaire/:id': noContent,
    });
    await user.click(within(await item(/20-04-2026/)).getByRole('button', { name: /Usuń/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć samoocenę?' });
    await user.click(within(dialog).getByRole('button', { name: 'Usuń samoocenę' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Samoocena została usunięta.'));
    expect(api.callsTo('DELETE /api/mpi/questionnaires/infermedica/questionnaire/42')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('self-assessment-item')).toHaveLength(1));
  });

  it('keeps a changed period in the address; opening that address again shows and asks for it', async () => {
    const { api, router, unmount } = setup({}, { recommendationUrl: 'https://portal.example/recommendation/42' });
    await screen.findAllByTestId('self-assessment-item');
    expect(router.state.location.search).toBe('');
    // The period's start moved to its end (today): within the limits whatever the day the test runs.
    const { before: today } = defaultRange('lastYear', clinicToday());
    typeDate('Od', today.split('-').reverse().join('-'));
    await waitFor(() => expect(router.state.location.search).toBe(`?after=${today}&before=${today}`));
    await waitFor(() => expect(api.callsTo('GET /api/mpi/questionnaires/infermedica/questionnaires').at(-1)!.query).toBe(`?after=${today}&before=${today}`));
    // The recommendation of the self-assessment just made stays offered.
    expect(screen.getByRole('link', { name: /Otwórz zalecenie/ })).toBeInTheDocument();
    unmount();

    const before = api.callsTo('GET /api/mpi/questionnaires/infermedica/questionnaires').length;
    renderRoute(<SelfAssessmentListPage />, { path: '/selfassessmentlist', initialEntries: ['/selfassessmentlist?after=2025-03-01&before=2025-04-30'] });
    await screen.findAllByTestId('self-assessment-item');
    expect(screen.getByRole('textbox', { name: 'Od' })).toHaveValue('01-03-2025');
    expect(screen.getByRole('textbox', { name: 'Do' })).toHaveValue('30-04-2025');
    expect(api.callsTo('GET /api/mpi/questionnaires/infermedica/questionnaires')[before]!.query).toBe('?after=2025-03-01&before=2025-04-30');
  });

  it('says so when the settings fail, and asks for no list until they come', async () => {
    const { api } = setup({ 'GET /api/mpi/accounts/mpi-user/questionnaire-settings': apiError(500, 'INTERNAL_ERROR') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać samoocen.');
    expect(api.callsTo('GET /api/mpi/questionnaires/infermedica/questionnaires')).toHaveLength(0);
  });

  it('offers the recommendation again after a new self-assessment', async () => {
    setup({}, { recommendationUrl: 'https://portal.example/recommendation/42' });
    expect(await screen.findByRole('link', { name: /Otwórz zalecenie/ })).toHaveAttribute('href', 'https://portal.example/recommendation/42');
  });
});
