import type { MailMessage } from '../../integrations/mail/index';

/** Texts of the messages this module sends: Polish, a plain-text and an HTML part for e-mail. */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const FOOTER = 'Wiadomość została wysłana automatycznie przez Portal Pacjenta — prosimy na nią nie odpowiadać.';

function layout(title: string, paragraphs: string[], link: { href: string; label: string }, after: string[]): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  return [
    '<!doctype html>',
    '<html lang="pl"><head><meta charset="utf-8"><title>' + escapeHtml(title) + '</title></head>',
    '<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>`,
    ...paragraphs.map(p),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#1864ab;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(link.label)}</a></p>`,
    p('Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:'),
    `<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(link.href)}" style="color:#1864ab">${escapeHtml(link.href)}</a></p>`,
    ...after.map(p),
    `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(FOOTER)}</p>`,
    '</div></body></html>',
  ].join('\n');
}

export function emailConfirmationMail(input: { to: string; link: string; validHours: number }): MailMessage {
  const subject = 'Potwierdź adres e-mail w Portalu Pacjenta';
  const intro = 'Otrzymaliśmy prośbę o potwierdzenie tego adresu e-mail dla konta w Portalu Pacjenta.';
  const validity = `Link jest ważny przez ${input.validHours} godziny i można go użyć tylko raz.`;
  const ignore = 'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość — adres nie zostanie potwierdzony.';
  return {
    to: input.to,
    subject,
    text: ['Dzień dobry,', '', intro, 'Aby potwierdzić adres, otwórz link:', input.link, '', validity, ignore, '', FOOTER].join('\n'),
    html: layout(subject, ['Dzień dobry,', intro], { href: input.link, label: 'Potwierdź adres e-mail' }, [validity, ignore]),
  };
}

export function passwordResetMail(input: { to: string; username: string; link: string; validMinutes: number }): MailMessage {
  const subject = 'Ustaw nowe hasło w Portalu Pacjenta';
  const intro = `Otrzymaliśmy prośbę o zmianę hasła do konta ${input.username} w Portalu Pacjenta.`;
  const validity = `Link jest ważny przez ${input.validMinutes} minut i można go użyć tylko raz. Po zmianie hasła wszystkie sesje konta zostaną zakończone.`;
  const ignore = 'Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość — dotychczasowe hasło pozostaje bez zmian.';
  return {
    to: input.to,
    subject,
    text: ['Dzień dobry,', '', intro, 'Aby ustawić nowe hasło, otwórz link:', input.link, '', validity, ignore, '', FOOTER].join('\n'),
    html: layout(subject, ['Dzień dobry,', intro], { href: input.link, label: 'Ustaw nowe hasło' }, [validity, ignore]),
  };
}

export function smsCodeText(code: string, purpose: 'PHONE_CONFIRM' | 'PASSWORD_RESET', validMinutes: number): string {
  const what = purpose === 'PASSWORD_RESET' ? 'zmiany hasła' : 'potwierdzenia numeru';
  return `Portal Pacjenta: kod ${what}: ${code}. Ważny ${validMinutes} min. Nie podawaj go nikomu.`;
}
