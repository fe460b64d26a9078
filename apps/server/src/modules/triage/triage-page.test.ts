// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalTriage, type FinishedInterview } from '../../integrations/triage/local';
import { triageLevelNames, type TriageLanguage } from '../../integrations/triage/decision-tree';
import { INTERVIEW_SCRIPT, renderInterview } from './triage-page';

/*
 * The interview page's script, run on its real HTML in jsdom: steps, the required answer, Wstecz,
 * `none` excluding the other boxes, the early end on an emergency sign, the call to the service (here
 * answered by the same local service the server runs) and the message to the portal.
 */

const PORTAL = 'http://localhost:3000';
const win = window;
const doc = document;
function byId(id: string): HTMLElement {
  const element = doc.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
}
function input(question: string, value: string): HTMLInputElement {
  const element = byId(`q-${question}-${value}`);
  if (!(element instanceof HTMLInputElement)) throw new Error(`#q-${question}-${value} is not an input`);
  return element;
}
function button(id: string): HTMLButtonElement {
  const element = byId(id);
  if (!(element instanceof HTMLButtonElement)) throw new Error(`#${id} is not a button`);
  return element;
}
const errorOf = (question: string) => byId(`error-${question}`);
const current = () => doc.querySelector<HTMLElement>('fieldset.step.current')?.dataset.question;
const next = () => button('next').click();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let sent: Array<{ url: string; body: { ticket: string; lang: TriageLanguage; answers: Record<string, unknown> } }>;
let messages: Array<{ message: Record<string, unknown>; target: string }>;

beforeEach(async () => {
  const { triage, service } = createLocalTriage({ secret: 's'.repeat(40), now: () => new Date() });
  const url = new URL(await triage.interviewUrl({ accountId: 1, language: 'pl', portalOrigin: PORTAL }));
  const html = renderInterview({ ticket: url.searchParams.get('ticket')!, lang: 'pl', portalOrigin: PORTAL });
  doc.documentElement.innerHTML = html.replace(/^<!doctype html>\n<html lang="pl">/, '').replace(/<\/html>\n$/, '');
  sent = [];
  messages = [];
  // The service's API, answered by the same local service the server runs.
  win.fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    sent.push({ url: String(url), body });
    const finished: FinishedInterview | null = service.finish(body.ticket, body.lang, body.answers);
    const answer = finished ? { ...finished, levelName: triageLevelNames[finished.triageLevel][body.lang as TriageLanguage] } : {};
    return new Response(JSON.stringify(answer), { status: finished ? 200 : 400, headers: { 'content-type': 'application/json' } });
  };
  Object.defineProperty(win, 'parent', {
    configurable: true,
    value: { postMessage: (message: Record<string, unknown>, target: string) => messages.push({ message, target }) },
  });
  new Function(INTERVIEW_SCRIPT)();
});
afterEach(() => {
  Reflect.deleteProperty(win, 'parent');
});

describe('the interview page script', () => {
  it('shows one question at a time, requires an answer, goes back, and sends the answers; the portal gets the signed result', async () => {
    expect(current()).toBe('emergency');
    expect(byId('progress').textContent).toBe('Pytanie 1 z 6');
    expect(button('back').hidden).toBe(true);

    next();
    expect(current()).toBe('emergency');
    const error = errorOf('emergency');
    expect(error.hidden).toBe(false);
    expect(error.textContent).toBe('Wybierz odpowiedź, aby przejść dalej.');
    expect(input('emergency', 'none').getAttribute('aria-invalid')).toBe('true');
    expect(doc.activeElement).toBe(input('emergency', 'breath_rest'));

    input('emergency', 'none').click();
    expect(error.hidden).toBe(true);
    next();
    expect(current()).toBe('fever');
    expect(byId('progress').textContent).toBe('Pytanie 2 z 6');
    expect(doc.activeElement).toBe(input('fever', 'yes'));
    input('fever', 'no').click();
    next();
    input('symptoms', 'sore_throat').click();
    // Back, and the fever answer is still there.
    button('back').click();
    expect(current()).toBe('fever');
    expect(input('fever', 'no').checked).toBe(true);
    next();
    next();
    input('contact', 'yes').click();
    next();
    input('age', '65plus').click();
    next();
    expect(button('next').textContent).toBe('Zakończ');
    input('risk', 'diabetes').click();
    input('risk', 'none').click();
    expect(input('risk', 'diabetes').checked).toBe(false);
    input('risk', 'heart').click();
    expect(input('risk', 'none').checked).toBe(false);
    next();
    await settle();

    expect(sent).toHaveLength(1);
    expect(sent[0].url).toMatch(/\/sim\/triage\/api\/finish$/);
    expect(sent[0].body.answers).toEqual({
      emergency: ['none'],
      fever: ['no'],
      symptoms: ['sore_throat'],
      contact: ['yes'],
      age: ['65plus'],
      risk: ['heart'],
    });
    expect(byId('triage-form').hidden).toBe(true);
    expect(byId('done').hidden).toBe(false);
    expect(doc.activeElement).toBe(byId('done'));
    expect(byId('done-level').textContent).toBe('Izolacja w domu i kontakt z przychodnią');
    expect(messages).toHaveLength(1);
    expect(messages[0].target).toBe(PORTAL);
    expect(messages[0].message).toMatchObject({ type: 'pp-triage-finished', triageLevel: 'isolation_call', resultToken: expect.stringMatching(/^v1\./) });
  });

  it('ends at once on an emergency sign, sending only that answer', async () => {
    input('emergency', 'chest_pain').click();
    expect(button('next').textContent).toBe('Zakończ');
    next();
    await settle();
    expect(sent[0].body.answers).toEqual({ emergency: ['chest_pain'] });
    expect(messages[0].message).toMatchObject({ triageLevel: 'isolation_ambulance' });
    expect(byId('done-level').textContent).toBe('Pilna pomoc: zadzwoń pod 112');
  });

  it('tells the person when the service cannot end the interview, and lets her try again', async () => {
    win.fetch = async () => new Response('{}', { status: 500 });
    input('emergency', 'confusion').click();
    next();
    await settle();
    expect(byId('form-error').textContent).toBe('Nie udało się zakończyć wywiadu. Spróbuj ponownie.');
    expect(button('next').disabled).toBe(false);
    expect(messages).toHaveLength(0);
  });
});
