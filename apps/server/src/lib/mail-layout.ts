import { escapeHtml } from './html';

/**
 * The HTML part of every e-mail the portal sends, in one look: a card with the subject as its heading,
 * the paragraphs, an optional button with its link (and the link written out for mail clients that hide
 * buttons), further paragraphs, and the automatic-message footer. Every text is escaped here; callers pass
 * plain text only (never a message's own content: e-mails carry no medical data).
 */
export function mailHtml(input: {
  language: string;
  title: string;
  paragraphs: readonly string[];
  link?: { href: string; label: string; fallback: string };
  after?: readonly string[];
  footer: string;
}): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const link = input.link;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(input.language)}"><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(input.title)}</h1>`,
    ...input.paragraphs.map(p),
    ...(link
      ? [
          `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#1864ab;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(link.label)}</a></p>`,
          p(link.fallback),
          `<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(link.href)}" style="color:#1864ab">${escapeHtml(link.href)}</a></p>`,
        ]
      : []),
    ...(input.after ?? []).map(p),
    `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(input.footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
}
