import { escapeHtml, htmlPage } from '../../lib/html';
import type { SimulatorChoice } from './epuap-service';

/*
 * Pages of the e-service simulator (demo mode): they stand for ePUAP / Profil Zaufany, so they look
 * like a service of their own, not like the portal. Plain server-rendered HTML in Polish; the one
 * script (the auto-submit of the answer, as the real service does) is a file, so the portal's
 * Content-Security-Policy holds here too.
 */

export const SIMULATOR_SCRIPT_PATH = '/sim/epuap/post.js';
/** Submits the answer form at once; without scripts the person presses its button. */
export const SIMULATOR_SCRIPT = "document.getElementById('saml-post').submit();\n";

const STYLE = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: "Segoe UI", Roboto, Arial, sans-serif; background: #f2f4f8; color: #1b1f24; line-height: 1.5; }
header { background: #0b3d91; color: #fff; padding: .9rem 1.25rem; display: flex; flex-wrap: wrap; align-items: baseline; gap: .25rem 1rem; }
header .brand { font-size: 1.35rem; font-weight: 700; letter-spacing: .01em; }
header .tag { font-size: .9rem; background: #ffd24d; color: #1b1f24; padding: .05rem .5rem; border-radius: 3px; font-weight: 600; }
main { max-width: 44rem; margin: 1.5rem auto; padding: 0 1rem; }
.panel { background: #fff; border: 1px solid #c9d1dc; border-radius: 6px; padding: 1.25rem 1.25rem 1.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
h2 { font-size: 1.1rem; margin: 1.25rem 0 .5rem; }
p { margin: .5rem 0; }
ul.people { list-style: none; padding: 0; margin: 0; display: grid; gap: .6rem; }
button { font: inherit; cursor: pointer; border-radius: 4px; }
button.person, a.person { width: 100%; text-decoration: none; text-align: left; background: #fff; border: 2px solid #0b3d91; color: #0b3d91; padding: .6rem .9rem; display: flex; flex-direction: column; }
button.person:hover, a.person:hover { background: #e8eefb; }
.person .who { font-weight: 700; font-size: 1.05rem; }
.person .id { color: #333a44; font-size: .95rem; }
.person .note { color: #7a1a12; font-size: .9rem; }
button.primary { background: #0b3d91; color: #fff; border: 2px solid #0b3d91; padding: .55rem 1.2rem; }
button.secondary { background: #fff; color: #1b1f24; border: 2px solid #5b6470; padding: .5rem 1.2rem; margin-top: 1.25rem; }
button:focus-visible, a:focus-visible { outline: 3px solid #ffbf00; outline-offset: 2px; }
a { color: #0b3d91; }
.error { border-left: 4px solid #a8200d; background: #fdecea; padding: .6rem .9rem; }
input { font: inherit; padding: .4rem .5rem; border: 1px solid #5b6470; border-radius: 4px; width: 100%; max-width: 22rem; }
footer { max-width: 44rem; margin: 0 auto 2rem; padding: 0 1rem; font-size: .85rem; color: #47505c; }
`;

function layout(title: string, body: string, withScript = false): string {
  return htmlPage({
    title: `${title} — Profil Zaufany (symulator)`,
    style: STYLE,
    scriptSrc: withScript ? SIMULATOR_SCRIPT_PATH : undefined,
    body: `<header>
<span class="brand">Profil Zaufany</span>
<span class="tag">symulator — tryb demonstracyjny</span>
</header>
<main>
<div class="panel">
${body}
</div>
</main>
<footer>
<p>To nie jest prawdziwy Profil Zaufany. Ta strona zastępuje go w wersji demonstracyjnej Portalu Pacjenta: nie sprawdza tożsamości, tylko pozwala wybrać osobę testową.</p>
</footer>`,
  });
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

const NOTES: Record<SimulatorChoice['account'], string> = {
  ACTIVE: '',
  BLOCKED: 'Konto w portalu jest zablokowane',
  NONE: 'Osoba bez konta w portalu',
};

/** The sign-in page: the test identities to sign in as, and cancel. */
export function renderSimulatorLogin(input: { samlRequest: string; relayState: string; choices: SimulatorChoice[] }): string {
  const people = input.choices
    .map((c) => {
      const note = NOTES[c.account];
      return `<li><button type="submit" class="person" name="choice" value="${escapeHtml(c.nationalId)}">
<span class="who">Zaloguj jako ${escapeHtml(`${c.name} ${c.lastName}`)}</span>
<span class="id">PESEL ${escapeHtml(c.nationalId)}</span>${note ? `\n<span class="note">${escapeHtml(note)}</span>` : ''}
</button></li>`;
    })
    .join('\n');
  return layout(
    'Logowanie',
    `<h1>Logowanie do Portalu Pacjenta</h1>
<p>Portal Pacjenta prosi o potwierdzenie Twojej tożsamości. Wybierz osobę testową, jako która chcesz się zalogować, albo anuluj logowanie.</p>
<form method="post" action="/sim/epuap/login">
${hidden('SAMLRequest', input.samlRequest)}
${hidden('RelayState', input.relayState)}
<h2 id="people-heading">Osoby testowe</h2>
<ul class="people" aria-labelledby="people-heading">
${people}
</ul>
<button type="submit" class="secondary" name="choice" value="cancel">Anuluj</button>
</form>
<p><a href="/sim/epuap/logout">Wylogowanie z e-usługi (single logout)</a></p>
<p><a href="/sim/epuap/sign">Podpisanie dokumentu (podpis zaufany)</a></p>`,
  );
}

/**
 * Single logout: the test persons with a portal account, each with a link that carries the
 * simulator's signed logout request to the portal. The portal ends the session only when it is that
 * person's.
 */
export function renderSimulatorLogout(input: { people: Array<SimulatorChoice & { href: string }> }): string {
  const people = input.people
    .map(
      (p) => `<li><a class="person" href="${escapeHtml(p.href)}">
<span class="who">Wyloguj ${escapeHtml(`${p.name} ${p.lastName}`)}</span>
<span class="id">PESEL ${escapeHtml(p.nationalId)}</span>
</a></li>`,
    )
    .join('\n');
  return layout(
    'Wylogowanie',
    `<h1>Wylogowanie z e-usługi</h1>
<p>Tak e-usługa wylogowuje osobę ze wszystkich serwisów, do których zalogowała się przez nią (single logout): wysyła do Portalu Pacjenta podpisane żądanie wylogowania. Portal kończy sesję tylko wtedy, gdy należy ona do tej osoby.</p>
<h2 id="people-heading">Osoby testowe z kontem w portalu</h2>
<ul class="people" aria-labelledby="people-heading">
${people}
</ul>`,
  );
}

/** The request could not be read: forged, damaged or expired. */
export function renderSimulatorError(): string {
  return layout(
    'Błąd logowania',
    `<h1>Nie można rozpocząć logowania</h1>
<p class="error">Żądanie logowania jest nieprawidłowe albo wygasło.</p>
<p>Wróć do Portalu Pacjenta i spróbuj zalogować się ponownie.</p>
<p><a href="/login">Wróć do Portalu Pacjenta</a></p>`,
  );
}

/**
 * The answer on its way back (SAML HTTP-POST binding): a form to the portal's address that the
 * script submits at once; its button does the same without scripts.
 */
export function renderSimulatorAnswer(input: { action: string; samlResponse: string; relayState: string }): string {
  return layout(
    'Przekierowanie',
    `<h1>Powrót do Portalu Pacjenta</h1>
<p>Trwa przekazywanie wyniku logowania do Portalu Pacjenta.</p>
<form id="saml-post" method="post" action="${escapeHtml(input.action)}">
${hidden('SAMLResponse', input.samlResponse)}
${hidden('RelayState', input.relayState)}
<button type="submit" class="primary">Przejdź do Portalu Pacjenta</button>
</form>`,
    true,
  );
}

/**
 * Signing (podpis zaufany): the portal's authorisation statement for a person, signed and downloaded
 * as an XML file with an enveloped signature, to be uploaded in the portal's account area.
 */
export function renderSimulatorSign(input: { people: SimulatorChoice[]; error?: string }): string {
  const people = input.people
    .map(
      (p) => `<li><button type="submit" class="person" name="choice" value="${escapeHtml(p.nationalId)}">
<span class="who">Podpisz jako ${escapeHtml(`${p.name} ${p.lastName}`)}</span>
<span class="id">PESEL ${escapeHtml(p.nationalId)}</span>
</button></li>`,
    )
    .join('\n');
  return layout(
    'Podpisanie dokumentu',
    `<h1>Podpisanie dokumentu podpisem zaufanym</h1>
<p>Symulator podpisuje oświadczenie do autoryzacji konta w Portalu Pacjenta i pobiera je jako plik XML z podpisem elektronicznym. Ten plik dodaj w portalu: Konto → Autoryzacja konta → „Dodaj dokument podpisany elektronicznie”.</p>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="/sim/epuap/sign">
<h2 id="people-heading">Osoby testowe</h2>
<ul class="people" aria-labelledby="people-heading">
${people}
</ul>
</form>
<h2>Inna osoba</h2>
<form method="post" action="/sim/epuap/sign" class="other">
<p><label for="nationalId">PESEL</label><br><input id="nationalId" name="nationalId" inputmode="numeric" pattern="[0-9]{11}" maxlength="11" required autocomplete="off"></p>
<p><label for="name">Imię</label><br><input id="name" name="name" maxlength="100" required autocomplete="off"></p>
<p><label for="lastName">Nazwisko</label><br><input id="lastName" name="lastName" maxlength="100" required autocomplete="off"></p>
<button type="submit" class="primary">Podpisz i pobierz</button>
</form>`,
  );
}
