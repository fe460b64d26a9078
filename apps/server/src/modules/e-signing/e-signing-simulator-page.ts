import { DOMParser } from '@xmldom/xmldom';
import { SIMULATOR_SIGN_PATH, type SimulatedAnswer, type SigningPerson } from '../../integrations/e-signature/index';
import { escapeHtml, htmlPage } from '../../lib/html';
import { DOCUMENT_NAMESPACE } from './e-signing-service';

/*
 * The signing page of the e-service simulator (demo mode): it stands for the trusted profile's signing
 * service, so it looks like a service of its own, not like the portal. Plain server-rendered HTML in
 * Polish; the one script (the auto-submit of the answer, as the real service does) is a file, so the
 * portal's Content-Security-Policy holds here too.
 */

export const SIGN_SCRIPT_PATH = '/sim/epuap/sign-post.js';
/** Submits the answer form at once; without scripts the person presses its button. */
export const SIGN_SCRIPT = "document.getElementById('sign-post').submit();\n";

const STYLE = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: "Segoe UI", Roboto, Arial, sans-serif; background: #f2f4f8; color: #1b1f24; line-height: 1.5; }
header { background: #0b3d91; color: #fff; padding: .9rem 1.25rem; display: flex; flex-wrap: wrap; align-items: baseline; gap: .25rem 1rem; }
header .brand { font-size: 1.35rem; font-weight: 700; }
header .tag { font-size: .9rem; background: #ffd24d; color: #1b1f24; padding: .05rem .5rem; border-radius: 3px; font-weight: 600; }
main { max-width: 44rem; margin: 1.5rem auto; padding: 0 1rem; }
.panel { background: #fff; border: 1px solid #c9d1dc; border-radius: 6px; padding: 1.25rem 1.25rem 1.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
h2 { font-size: 1.1rem; margin: 1.25rem 0 .5rem; }
p { margin: .5rem 0; }
.document { border: 1px solid #c9d1dc; border-radius: 4px; padding: .75rem 1rem; background: #fafbfd; }
.document dl { display: grid; grid-template-columns: minmax(8rem, 14rem) 1fr; gap: .25rem 1rem; margin: .5rem 0 0; }
.document dt { color: #47505c; }
.document dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font-size: .8rem; background: #f2f4f8; padding: .5rem; border-radius: 4px; }
fieldset { border: 0; padding: 0; margin: 1rem 0 0; }
legend { font-size: 1.1rem; font-weight: 700; margin-bottom: .5rem; }
label.person { display: flex; gap: .75rem; align-items: flex-start; border: 2px solid #0b3d91; border-radius: 4px; padding: .5rem .9rem; margin-bottom: .5rem; cursor: pointer; }
label.person:hover { background: #e8eefb; }
.person .who { font-weight: 700; display: block; }
.person .id { color: #333a44; font-size: .95rem; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.25rem; }
button { font: inherit; cursor: pointer; border-radius: 4px; padding: .55rem 1.2rem; }
button.primary { background: #0b3d91; color: #fff; border: 2px solid #0b3d91; }
button.secondary { background: #fff; color: #1b1f24; border: 2px solid #5b6470; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #ffbf00; outline-offset: 2px; }
a { color: #0b3d91; }
.error { border-left: 4px solid #a8200d; background: #fdecea; padding: .6rem .9rem; }
footer { max-width: 44rem; margin: 0 auto 2rem; padding: 0 1rem; font-size: .85rem; color: #47505c; }
`;

function layout(title: string, body: string, withScript = false): string {
  return htmlPage({
    title: `${title} — Profil Zaufany (symulator)`,
    style: STYLE,
    scriptSrc: withScript ? SIGN_SCRIPT_PATH : undefined,
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
<p>To nie jest prawdziwy Profil Zaufany. Ta strona zastępuje go w wersji demonstracyjnej Portalu Pacjenta: nie sprawdza tożsamości, tylko pozwala wybrać osobę testową. Podpis jest prawdziwym podpisem XAdES, złożonym certyfikatem urzędu certyfikacji symulatora.</p>
</footer>`,
  });
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** The document's fields as the e-service shows them: label and value of each `Pole` of the portal's document; none for other XML. */
function previewOf(xml: string): { title: string | null; fields: Array<{ label: string; value: string }> } {
  try {
    const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: () => undefined, fatalError: () => undefined } }).parseFromString(xml, 'text/xml');
    const root = doc?.documentElement;
    if (!root || root.namespaceURI !== DOCUMENT_NAMESPACE) return { title: null, fields: [] };
    const title = root.getElementsByTagNameNS(DOCUMENT_NAMESPACE, 'Tytul').item(0)?.textContent ?? null;
    const list = root.getElementsByTagNameNS(DOCUMENT_NAMESPACE, 'Pole');
    const fields = Array.from({ length: list.length }, (_, i) => list.item(i)!).map((f) => ({
      label: f.getAttribute('etykieta') || f.getAttribute('nazwa') || '',
      value: f.textContent ?? '',
    }));
    return { title, fields };
  } catch {
    return { title: null, fields: [] };
  }
}

/** The signing page: what is signed, the test persons to sign as, "Podpisz" and "Anuluj". */
export function renderSigningPage(input: { requestId: string; title: string; xml: string; people: readonly SigningPerson[]; error?: string }): string {
  const preview = previewOf(input.xml);
  const fields = preview.fields
    .map((f) => `<dt>${escapeHtml(f.label)}</dt><dd>${f.value.trim() ? escapeHtml(f.value) : '—'}</dd>`)
    .join('\n');
  const people = input.people
    .map(
      (p, i) => `<label class="person" for="person-${i}"><input type="radio" id="person-${i}" name="choice" value="${escapeHtml(p.nationalId)}" required>
<span><span class="who">${escapeHtml(`${p.name} ${p.lastName}`)}</span><span class="id">PESEL ${escapeHtml(p.nationalId)}</span></span></label>`,
    )
    .join('\n');
  return layout(
    'Podpisanie dokumentu',
    `<h1>Podpisanie dokumentu podpisem zaufanym</h1>
<p>Portal Pacjenta prosi o podpisanie dokumentu. Sprawdź jego treść, wybierz osobę testową, która go podpisze, i naciśnij „Podpisz” — albo anuluj podpisywanie.</p>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<section class="document" aria-labelledby="document-title">
<h2 id="document-title">${escapeHtml(input.title)}</h2>
${preview.title && preview.title !== input.title ? `<p>${escapeHtml(preview.title)}</p>` : ''}
${fields ? `<dl>\n${fields}\n</dl>` : ''}
<details><summary>Dokument XML do podpisu</summary><pre>${escapeHtml(input.xml)}</pre></details>
</section>
<form method="post" action="${SIMULATOR_SIGN_PATH}">
${hidden('request', input.requestId)}
<fieldset>
<legend>Podpisz jako</legend>
${people}
</fieldset>
<div class="actions">
<button type="submit" class="primary" name="action" value="sign">Podpisz</button>
<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>Anuluj</button>
</div>
</form>`,
  );
}

/** No document waits under this address: unknown, already signed or cancelled, or expired. */
export function renderSigningError(): string {
  return layout(
    'Błąd podpisywania',
    `<h1>Nie można podpisać dokumentu</h1>
<p class="error">Żądanie podpisu jest nieprawidłowe, zostało już wykorzystane albo wygasło.</p>
<p>Wróć do Portalu Pacjenta i rozpocznij podpisywanie ponownie.</p>
<p><a href="/">Wróć do Portalu Pacjenta</a></p>`,
  );
}

/** The answer on its way back: a form to the portal's address that the script submits at once; its button does the same without scripts. */
export function renderSigningAnswer(answer: SimulatedAnswer): string {
  const signed = answer.fields.result === 'SIGNED';
  return layout(
    'Przekierowanie',
    `<h1>Powrót do Portalu Pacjenta</h1>
<p>${signed ? 'Dokument został podpisany. Trwa przekazywanie podpisanego dokumentu do Portalu Pacjenta.' : 'Podpisywanie zostało anulowane. Trwa powrót do Portalu Pacjenta.'}</p>
<form id="sign-post" method="post" action="${escapeHtml(answer.action)}">
${Object.entries(answer.fields)
  .map(([name, value]) => hidden(name, value))
  .join('\n')}
<button type="submit" class="primary">Przejdź do Portalu Pacjenta</button>
</form>`,
    true,
  );
}
