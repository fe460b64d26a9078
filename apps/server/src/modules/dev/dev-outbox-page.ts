import type { OutboxItem } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { escapeHtml, htmlPage } from '../../lib/html';

/**
 * Escapes the text, then turns http(s) addresses into links. It works on the escaped text, where an
 * address ends at any escaped quote or bracket (only `&amp;` may continue it), so nothing can break
 * out of the attribute; a sentence's closing punctuation stays outside the link.
 */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/\bhttps?:\/\/(?:[^\s<>"'&]|&amp;)+/g, (match) => {
    const url = match.replace(/[.,;:!?)]+$/, '');
    return `<a href="${url}" rel="noopener noreferrer">${url}</a>${match.slice(url.length)}`;
  });
}

const CHANNEL_LABELS: Record<OutboxItem['channel'], string> = { EMAIL: 'E-mail', SMS: 'SMS' };

const OUTBOX_STYLE = `
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #c8c8c8; padding: .4rem .6rem; text-align: left; vertical-align: top; }
th { background: #eef2f7; }
.body { white-space: pre-wrap; overflow-wrap: anywhere; }
a { color: #0b57d0; }
form { margin: 1rem 0; }
`;

/** The demo outbox as a small page a person (or an e2e test) can read and click through. */
export function renderOutboxPage(items: OutboxItem[], recipient: string | undefined): string {
  const rows = items
    .map(
      (m) => `<tr>
<td>${escapeHtml(CHANNEL_LABELS[m.channel])}</td>
<td>${escapeHtml(m.recipient)}</td>
<td>${m.subject ? escapeHtml(m.subject) : '—'}</td>
<td><div class="body">${linkify(m.body)}</div></td>
<td><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(formatDateTime(m.createdAt))}</time></td>
</tr>`,
    )
    .join('\n');
  const empty = `<p>Brak wiadomości${recipient ? ` dla odbiorcy „${escapeHtml(recipient)}”` : ''}.</p>`;
  return htmlPage({
    title: 'Skrzynka nadawcza — Portal Pacjenta (tryb demonstracyjny)',
    style: OUTBOX_STYLE,
    body: `<main>
<h1>Skrzynka nadawcza</h1>
<p>Tryb demonstracyjny: wiadomości e-mail i SMS nie są wysyłane, tylko zapisywane tutaj (najnowsze na górze, najwyżej 200).</p>
<p><a href="/dev/totp">Kody logowania personelu (konsola placówki)</a></p>
<form method="get" action="/dev/outbox">
<label for="recipient">Odbiorca</label>
<input id="recipient" name="recipient" type="search" value="${escapeHtml(recipient ?? '')}">
<button type="submit">Filtruj</button>
</form>
${
  items.length === 0
    ? empty
    : `<table>
<caption>Wysłane wiadomości (${items.length})</caption>
<thead><tr><th scope="col">Kanał</th><th scope="col">Odbiorca</th><th scope="col">Temat</th><th scope="col">Treść</th><th scope="col">Czas</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</main>`,
  });
}
