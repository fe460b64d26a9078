import { escapeHtml, htmlPage } from '../../lib/html';

export interface DemoStaffCode {
  login: string;
  roles: readonly string[];
  active: boolean;
  code: string;
  secondsLeft: number;
  /** The code signs in now (false: both the current and the next code were used; it waits for the clock). */
  ready: boolean;
}

const ROLE_NAMES: Record<string, string> = {
  ADMIN: 'administrator',
  REGISTRAR: 'rejestracja',
  DOCTOR: 'lekarz',
  NURSE: 'pielęgniarka',
  MIDWIFE: 'położna',
};

const TOTP_STYLE = `
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1a1a1a; }
table { border-collapse: collapse; }
th, td { border: 1px solid #c8c8c8; padding: .4rem .8rem; text-align: left; }
th { background: #eef2f7; }
.code { font-family: ui-monospace, monospace; font-size: 1.4rem; letter-spacing: .15em; }
a { color: #0b57d0; }
`;

/**
 * The demo staff's current second-factor codes (what each one's authenticator app would show), so a
 * person or an e2e test can sign in to the clinic console. Reloads itself every 5 seconds.
 */
export function renderTotpPage(codes: DemoStaffCode[]): string {
  const rows = codes
    .map(
      (c) => `<tr>
<td>${escapeHtml(c.login)}${c.active ? '' : ' (nieaktywny)'}</td>
<td>${escapeHtml(c.roles.map((r) => ROLE_NAMES[r] ?? r).join(', '))}</td>
<td class="code" data-testid="totp-${escapeHtml(c.login)}" data-ready="${c.ready}">${escapeHtml(c.code)}</td>
<td>${c.ready ? `${c.secondsLeft} s` : 'za chwilę'}</td>
</tr>`,
    )
    .join('\n');
  return htmlPage({
    title: 'Kody logowania personelu — Portal Pacjenta (tryb demonstracyjny)',
    style: TOTP_STYLE,
    refreshSeconds: 5,
    body: `<main>
<h1>Kody logowania personelu</h1>
<p>Tryb demonstracyjny: aktualne 6-cyfrowe kody z aplikacji uwierzytelniającej kont demonstracyjnych konsoli placówki (strona odświeża się co 5 sekund). Kod zmienia się co 30 sekund i każdy działa tylko raz.</p>
<p><a href="/dev/outbox">Skrzynka nadawcza</a></p>
${
  codes.length === 0
    ? '<p>Brak kont demonstracyjnych z drugim składnikiem.</p>'
    : `<table>
<caption>Konta personelu</caption>
<thead><tr><th scope="col">Login</th><th scope="col">Role</th><th scope="col">Kod</th><th scope="col">Ważny jeszcze</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</main>`,
  });
}
