import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * Our own triage service's interview (/sim/triage), as the self-assessment's frame shows it: one
 * question at a time with Wstecz / Dalej, the level decided by the service, and the result posted to
 * the portal's page. The portal's page is stood in for by a plain page of the portal's origin that
 * frames the interview and keeps the messages it receives (the patient pages have their own spec).
 */

const CLIENT = { 'x-portal-client': '1' };

async function frameUrl(page: Page, language = 'pl'): Promise<string> {
  const res = await page.request.get(`/api/mpi/questionnaires/infermedica/url/${language}`, { headers: CLIENT });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

/** A page of the portal's origin framing the interview, recording every message the frame sends. */
async function openInFrame(page: Page, url: string): Promise<FrameLocator> {
  const harness = new URL('/triage-frame-harness', url).toString();
  await page.route(harness, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="pl"><head><title>Samoocena</title></head><body>
<iframe id="triage" title="Wywiad samooceny" src="${url}" style="width: 900px; height: 1000px"></iframe>
<script>window.received = []; window.addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }));</script>
</body></html>`,
    }),
  );
  await page.goto(harness);
  return page.frameLocator('#triage');
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Array<{ origin: string; data: Record<string, unknown> }> }).received);

test.describe('triage interview (our own triage service)', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page, 'anna');
  });

  test('is accessible on its own page', async ({ page, checkA11y }) => {
    await page.goto(await frameUrl(page));
    await expect(page.getByRole('heading', { level: 1, name: 'Samoocena objawów' })).toBeVisible();
    await expect(page.getByText('Pytanie 1 z 6')).toBeVisible();
    await checkA11y(page);
  });

  test('one question at a time, an answer required, back and next; the level decided by the service reaches the portal', async ({ page }) => {
    const url = await frameUrl(page);
    const frame = await openInFrame(page, url);
    const next = frame.getByRole('button', { name: 'Dalej' });

    await expect(frame.getByRole('group', { name: 'Czy masz teraz którykolwiek z tych objawów?' })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Wstecz' })).toBeHidden();
    await next.click();
    await expect(frame.getByText('Wybierz odpowiedź, aby przejść dalej.')).toBeVisible();

    // By keyboard: the box with Space, on to the button with Tab, on with Enter.
    const none = frame.getByRole('checkbox', { name: 'Nie mam żadnego z tych objawów' });
    await none.focus();
    await none.press('Space');
    await expect(frame.getByText('Wybierz odpowiedź, aby przejść dalej.')).toBeHidden();
    await next.focus();
    await next.press('Enter');

    await expect(frame.getByText('Pytanie 2 z 6')).toBeVisible();
    await expect(frame.getByRole('radio', { name: 'Tak', exact: true })).toBeFocused();
    await frame.getByRole('radio', { name: 'Nie', exact: true }).check();
    await next.click();
    await frame.getByRole('checkbox', { name: 'Kaszel' }).check();
    // Back to the fever, which she did have after all.
    await frame.getByRole('button', { name: 'Wstecz' }).click();
    await expect(frame.getByText('Pytanie 2 z 6')).toBeVisible();
    await frame.getByRole('radio', { name: 'Tak', exact: true }).check();
    await next.click();
    await expect(frame.getByRole('checkbox', { name: 'Kaszel' })).toBeChecked();
    await next.click();
    await frame.getByRole('radio', { name: 'Nie lub nie wiem' }).check();
    await next.click();
    await frame.getByRole('radio', { name: 'Mniej niż 65 lat' }).check();
    await next.click();
    await frame.getByRole('checkbox', { name: 'Cukrzyca' }).check();
    // "None" excludes the other answers.
    await frame.getByRole('checkbox', { name: 'Nie dotyczy mnie żadna z nich' }).check();
    await expect(frame.getByRole('checkbox', { name: 'Cukrzyca' })).not.toBeChecked();
    await frame.getByRole('button', { name: 'Zakończ' }).click();

    await expect(frame.getByRole('heading', { name: 'Wywiad zakończony' })).toBeVisible();
    await expect(frame.locator('#done')).toBeFocused();
    await expect(frame.getByText('Izolacja w domu i kontakt z przychodnią')).toBeVisible();
    await expect.poll(async () => (await received(page)).length).toBe(1);
    const [message] = await received(page);
    expect(message.origin).toBe(new URL(url).origin);
    expect(message.data).toMatchObject({ type: 'pp-triage-finished', triageLevel: 'isolation_call' });

    // The portal saves exactly what the service signed.
    const { fullData, triageLevel, resultToken } = message.data;
    const saved = await page.request.post('/api/mpi/questionnaires/infermedica/questionnaire', {
      headers: CLIENT,
      data: { fullData, triageLevel, resultToken, lattitude: null, longtitude: null },
    });
    expect(saved.status()).toBe(201);
    expect(await saved.json()).toMatchObject({ triageLevel: 'isolation_call', url: '/sim/triage/recommendation/isolation_call?lang=pl' });
  });

  test('an emergency sign ends the interview at once with "call 112", in English too', async ({ page }) => {
    const frame = await openInFrame(page, await frameUrl(page, 'en'));
    await frame.getByRole('checkbox', { name: 'Chest pain or pressure' }).check();
    await frame.getByRole('button', { name: 'Finish' }).click();
    await expect(frame.getByText('Urgent help: call 112')).toBeVisible();
    await expect.poll(async () => (await received(page)).map((m) => m.data.triageLevel)).toEqual(['isolation_ambulance']);
  });
});
