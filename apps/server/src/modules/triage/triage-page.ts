import type { TriageLevel } from '@portal/domain';
import {
  NONE,
  triageDisclaimer,
  triageLevelNames,
  triageQuestions,
  triageRecommendations,
  type TriageLanguage,
  type Texts,
} from '../../integrations/triage/decision-tree';
import { escapeHtml, htmlPage } from '../../lib/html';

/*
 * Pages of our own triage service (integrations/triage/local.ts), served under /sim/triage on the
 * portal's origin: the interview shown in the self-assessment's frame, and the advice of a level. They
 * stand for a service of their own, so they look like one. Accessible HTML: a real form, one fieldset
 * per question with its legend and labels, native radio buttons and check boxes, a visible focus, the
 * step and errors announced. Polish, English or Ukrainian by `lang`. The one script (steps, the call
 * that ends the interview, the message to the portal) is a file, so the Content-Security-Policy holds.
 */

export const INTERVIEW_SCRIPT_PATH = '/sim/triage/interview.js';

const ui = {
  brand: { pl: 'Triaż objawów', en: 'Symptom triage', uk: 'Тріаж симптомів' },
  title: { pl: 'Samoocena objawów', en: 'Symptom self-assessment', uk: 'Самооцінка симптомів' },
  intro: {
    pl: 'Odpowiedz na kilka pytań o objawy, kontakty i czynniki ryzyka. Na końcu dowiesz się, co zrobić dalej.',
    en: 'Answer a few questions about your symptoms, contacts and risk factors. At the end you will learn what to do next.',
    uk: 'Дайте відповідь на кілька запитань про симптоми, контакти та чинники ризику. Наприкінці ви дізнаєтеся, що робити далі.',
  },
  emergencyNote: {
    pl: 'Jeśli Twój stan szybko się pogarsza, nie czekaj: zadzwoń pod 112.',
    en: 'If your condition is getting worse quickly, do not wait: call 112.',
    uk: 'Якщо ваш стан швидко погіршується, не чекайте: телефонуйте 112.',
  },
  step: { pl: 'Pytanie {n} z {m}', en: 'Question {n} of {m}', uk: 'Запитання {n} з {m}' },
  back: { pl: 'Wstecz', en: 'Back', uk: 'Назад' },
  next: { pl: 'Dalej', en: 'Next', uk: 'Далі' },
  finish: { pl: 'Zakończ', en: 'Finish', uk: 'Завершити' },
  required: {
    pl: 'Wybierz odpowiedź, aby przejść dalej.',
    en: 'Choose an answer to continue.',
    uk: 'Оберіть відповідь, щоб продовжити.',
  },
  sending: { pl: 'Trwa ocena odpowiedzi…', en: 'Assessing your answers…', uk: 'Оцінюємо ваші відповіді…' },
  failed: {
    pl: 'Nie udało się zakończyć wywiadu. Spróbuj ponownie.',
    en: 'The interview could not be finished. Please try again.',
    uk: 'Не вдалося завершити опитування. Спробуйте ще раз.',
  },
  done: { pl: 'Wywiad zakończony', en: 'Interview finished', uk: 'Опитування завершено' },
  result: { pl: 'Wynik', en: 'Result', uk: 'Результат' },
  invalidTitle: { pl: 'Wywiad niedostępny', en: 'Interview unavailable', uk: 'Опитування недоступне' },
  invalid: {
    pl: 'Link do wywiadu jest nieprawidłowy albo wygasł. Wróć do portalu i rozpocznij samoocenę ponownie.',
    en: 'The interview link is invalid or has expired. Go back to the portal and start the self-assessment again.',
    uk: 'Посилання на опитування недійсне або застаріло. Поверніться до порталу і почніть самооцінку знову.',
  },
  advice: { pl: 'Zalecenie', en: 'Advice', uk: 'Рекомендація' },
  notFound: { pl: 'Nie ma takiego wyniku.', en: 'There is no such result.', uk: 'Такого результату немає.' },
} satisfies Record<string, Texts>;

const STYLE = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: "Segoe UI", Roboto, Arial, sans-serif; background: #f4f7f6; color: #1a1f1e; line-height: 1.5; font-size: 1rem; }
header { background: #0b5c55; color: #fff; padding: .75rem 1.25rem; }
header .brand { font-size: 1.2rem; font-weight: 700; }
main { max-width: 42rem; margin: 1rem auto; padding: 0 1rem 1.5rem; }
.panel { background: #fff; border: 1px solid #c5d3d0; border-radius: 6px; padding: 1rem 1.25rem 1.25rem; }
h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
h2 { font-size: 1.15rem; margin: 1rem 0 .5rem; }
p { margin: .5rem 0; }
.note { border-left: 4px solid #a4260e; background: #fdf0ed; padding: .5rem .75rem; }
fieldset { border: 0; padding: 0; margin: 1rem 0 0; min-width: 0; }
legend { font-weight: 700; font-size: 1.1rem; padding: 0; margin-bottom: .25rem; }
.hint { color: #3d4745; margin-top: 0; }
.option { display: flex; align-items: flex-start; gap: .6rem; padding: .45rem .6rem; border: 1px solid #9aaca8; border-radius: 4px; margin: .4rem 0; background: #fff; }
.option input { width: 1.25rem; height: 1.25rem; margin: .15rem 0 0; flex: none; accent-color: #0b5c55; }
.option label { flex: 1; cursor: pointer; }
.option:has(input:checked) { border-color: #0b5c55; background: #e6f2f0; }
.error { color: #a4260e; font-weight: 600; }
.nav { display: flex; gap: .75rem; margin-top: 1.25rem; flex-wrap: wrap; }
button { font: inherit; cursor: pointer; border-radius: 4px; padding: .55rem 1.2rem; }
button.primary { background: #0b5c55; color: #fff; border: 2px solid #0b5c55; }
button.secondary { background: #fff; color: #1a1f1e; border: 2px solid #5a6664; }
button:disabled { opacity: .6; cursor: progress; }
input:focus-visible, button:focus-visible, a:focus-visible, [tabindex]:focus-visible { outline: 3px solid #c77700; outline-offset: 2px; }
a { color: #0b5c55; }
.level { font-size: 1.15rem; font-weight: 700; }
.js .step:not(.current) { display: none; }
footer { max-width: 42rem; margin: 0 auto 1.5rem; padding: 0 1rem; font-size: .875rem; color: #3d4745; }
`;

function layout(lang: TriageLanguage, title: string, body: string, withScript = false): string {
  return htmlPage({
    lang,
    title: `${title} — ${ui.brand[lang]}`,
    style: STYLE,
    scriptSrc: withScript ? INTERVIEW_SCRIPT_PATH : undefined,
    body: `<header><span class="brand">${escapeHtml(ui.brand[lang])}</span></header>
<main>
<div class="panel">
${body}
</div>
</main>
<footer><p>${escapeHtml(triageDisclaimer[lang])}</p></footer>`,
  });
}

const t = (texts: Texts, lang: TriageLanguage) => escapeHtml(texts[lang]);

/** The interview: every question a fieldset of the one form; the script shows them one at a time. */
export function renderInterview(input: { ticket: string; lang: TriageLanguage; portalOrigin: string }): string {
  const { lang } = input;
  const total = triageQuestions.length;
  const steps = triageQuestions
    .map((q, index) => {
      const type = q.kind === 'single' ? 'radio' : 'checkbox';
      const hintId = `hint-${q.id}`;
      const errorId = `error-${q.id}`;
      const options = q.options
        .map((o) => {
          const id = `q-${q.id}-${o.value}`;
          const none = o.value === NONE ? ' data-none="true"' : '';
          return `<div class="option"><input type="${type}" id="${id}" name="${q.id}" value="${escapeHtml(o.value)}"${none}><label for="${id}">${t(o.text, lang)}</label></div>`;
        })
        .join('\n');
      const described = [q.hint ? hintId : null, errorId].filter(Boolean).join(' ');
      return `<fieldset class="step" id="step-${q.id}" data-question="${q.id}" data-index="${index + 1}" aria-describedby="${described}">
<legend>${t(q.text, lang)}</legend>
${q.hint ? `<p class="hint" id="${hintId}">${t(q.hint, lang)}</p>\n` : ''}${options}
<p class="error" id="${errorId}" role="alert" hidden></p>
</fieldset>`;
    })
    .join('\n');
  return layout(
    lang,
    ui.title[lang],
    `<h1>${t(ui.title, lang)}</h1>
<p>${t(ui.intro, lang)}</p>
<p class="note">${t(ui.emergencyNote, lang)}</p>
<form id="triage-form" method="post" action="/sim/triage/api/finish" novalidate
 data-portal-origin="${escapeHtml(input.portalOrigin)}"
 data-step="${t(ui.step, lang)}" data-total="${total}"
 data-next="${t(ui.next, lang)}" data-finish="${t(ui.finish, lang)}"
 data-required="${t(ui.required, lang)}" data-sending="${t(ui.sending, lang)}" data-failed="${t(ui.failed, lang)}">
<input type="hidden" name="ticket" value="${escapeHtml(input.ticket)}">
<input type="hidden" name="lang" value="${lang}">
<p id="progress" aria-live="polite"></p>
${steps}
<p class="error" id="form-error" role="alert" hidden></p>
<div class="nav">
<button type="button" class="secondary" id="back" hidden>${t(ui.back, lang)}</button>
<button type="submit" class="primary" id="next">${t(ui.next, lang)}</button>
</div>
</form>
<section id="done" hidden tabindex="-1" aria-labelledby="done-heading">
<h2 id="done-heading">${t(ui.done, lang)}</h2>
<p>${t(ui.result, lang)}: <span class="level" id="done-level"></span></p>
<p id="done-advice"></p>
</section>`,
    true,
  );
}

/** The page of a bad or expired ticket. */
export function renderInvalidTicket(lang: TriageLanguage): string {
  return layout(lang, ui.invalidTitle[lang], `<h1>${t(ui.invalidTitle, lang)}</h1>\n<p>${t(ui.invalid, lang)}</p>`);
}

/** The full advice of a level. */
export function renderRecommendation(level: TriageLevel, lang: TriageLanguage): string {
  return layout(
    lang,
    triageLevelNames[level][lang],
    `<h1>${t(ui.title, lang)}: ${t(triageLevelNames[level], lang)}</h1>
<h2>${t(ui.advice, lang)}</h2>
<p>${t(triageRecommendations[level], lang)}</p>
<p class="note">${t(ui.emergencyNote, lang)}</p>`,
  );
}

export function renderUnknownLevel(lang: TriageLanguage): string {
  return layout(lang, ui.notFound[lang], `<h1>${t(ui.notFound, lang)}</h1>`);
}

/**
 * The interview's script: one question at a time (Wstecz / Dalej), `none` excluding the other check
 * boxes, an answer required before going on, the interview ending at once on an emergency sign; then
 * the answers go to the service (which alone decides the level) and the result to the portal's page.
 */
export const INTERVIEW_SCRIPT = `(function () {
  'use strict';
  var form = document.getElementById('triage-form');
  if (!form) return;
  document.documentElement.classList.add('js');
  var steps = Array.prototype.slice.call(form.querySelectorAll('fieldset.step'));
  var back = document.getElementById('back');
  var next = document.getElementById('next');
  var progress = document.getElementById('progress');
  var formError = document.getElementById('form-error');
  var current = 0;
  var busy = false;

  function checked(step) {
    return Array.prototype.slice.call(step.querySelectorAll('input:checked')).map(function (i) { return i.value; });
  }
  function emergencyNamed() {
    return checked(steps[0]).some(function (v) { return v !== 'none'; });
  }
  function lastStep() {
    return current === steps.length - 1 || (current === 0 && emergencyNamed());
  }
  function clearError(step) {
    var error = step.querySelector('p.error');
    error.hidden = true;
    error.textContent = '';
    step.querySelectorAll('input').forEach(function (i) { i.removeAttribute('aria-invalid'); });
  }
  function show(index, focus) {
    steps.forEach(function (s, i) { s.classList.toggle('current', i === index); });
    current = index;
    progress.textContent = form.dataset.step.replace('{n}', String(index + 1)).replace('{m}', form.dataset.total);
    back.hidden = index === 0;
    next.textContent = lastStep() ? form.dataset.finish : form.dataset.next;
    if (focus) steps[index].querySelector('input').focus();
  }
  steps.forEach(function (step) {
    step.addEventListener('change', function (event) {
      var input = event.target;
      if (input.type === 'checkbox' && input.checked) {
        step.querySelectorAll('input[type=checkbox]').forEach(function (other) {
          if (other !== input && (input.dataset.none === 'true' || other.dataset.none === 'true')) other.checked = false;
        });
      }
      clearError(step);
      next.textContent = lastStep() ? form.dataset.finish : form.dataset.next;
    });
  });
  back.addEventListener('click', function () {
    if (current > 0 && !busy) show(current - 1, true);
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (busy) return;
    var step = steps[current];
    if (checked(step).length === 0) {
      var error = step.querySelector('p.error');
      error.textContent = form.dataset.required;
      error.hidden = false;
      var inputs = step.querySelectorAll('input');
      inputs.forEach(function (i) { i.setAttribute('aria-invalid', 'true'); });
      inputs[0].focus();
      return;
    }
    if (!lastStep()) {
      show(current + 1, true);
      return;
    }
    finish();
  });

  function finish() {
    var answers = {};
    var asked = emergencyNamed() ? steps.slice(0, 1) : steps;
    asked.forEach(function (s) { answers[s.dataset.question] = checked(s); });
    busy = true;
    next.disabled = true;
    back.disabled = true;
    formError.hidden = false;
    formError.textContent = form.dataset.sending;
    fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({ ticket: form.elements.ticket.value, lang: form.elements.lang.value, answers: answers }),
    })
      .then(function (res) {
        if (!res.ok) throw new Error(String(res.status));
        return res.json();
      })
      .then(function (result) {
        form.hidden = true;
        var done = document.getElementById('done');
        document.getElementById('done-level').textContent = result.levelName;
        document.getElementById('done-advice').textContent = result.fullData.recommendation;
        done.hidden = false;
        done.focus();
        if (window.parent && window.parent !== window) {
          window.parent.postMessage(
            { type: 'pp-triage-finished', triageLevel: result.triageLevel, fullData: result.fullData, resultToken: result.resultToken },
            form.dataset.portalOrigin
          );
        }
      })
      .catch(function () {
        busy = false;
        next.disabled = false;
        back.disabled = false;
        formError.textContent = form.dataset.failed;
      });
  }
  show(0, false);
})();
`;
