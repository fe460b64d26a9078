/*
 * Server-rendered pages of the demo tools (the outbox, the e-service simulator, and the payment,
 * triage and imaging simulators to come) and the HTML of e-mails: one escape, one page shell.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value put into HTML goes through this: pages show whatever a form let a user type. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export interface HtmlPage {
  /** The whole title (escaped here). */
  title: string;
  /** The page's own CSS. */
  style: string;
  /** Trusted HTML, with every value already escaped. */
  body: string;
  /** A same-origin script file (the portal's Content-Security-Policy allows no inline script). */
  scriptSrc?: string;
  /** Reload the page every so many seconds (a page showing what changes, e.g. the demo TOTP codes). */
  refreshSeconds?: number;
  /** The page's language (`pl` unless given: the triage interview speaks English and Ukrainian too). */
  lang?: 'pl' | 'en' | 'uk';
}

/** A page (Polish unless `lang` says otherwise) kept out of search engines, readable on a phone. */
export function htmlPage({ title, style, body, scriptSrc, refreshSeconds, lang = 'pl' }: HtmlPage): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${refreshSeconds ? `<meta http-equiv="refresh" content="${Math.max(1, Math.floor(refreshSeconds))}">\n` : ''}<title>${escapeHtml(title)}</title>
<style>${style}</style>
${scriptSrc ? `<script src="${escapeHtml(scriptSrc)}" defer></script>\n` : ''}</head>
<body>
${body}
</body>
</html>
`;
}
