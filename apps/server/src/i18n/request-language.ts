import { interfaceLanguages, type InterfaceLanguage } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';

const isInterfaceLanguage = (value: string | null | undefined): value is InterfaceLanguage => (interfaceLanguages as readonly string[]).includes(value ?? '');

/**
 * The interface language a request asks its words in: both apps' API client sends the language shown
 * (`Accept-Language`, packages/ui api), which may differ from the account's (chosen in another session,
 * issue 28 item 7). A printout opened in a new window cannot set a header, so it names the language in
 * its address (`?lang=`, packages/ui printout), which comes first. Else the first of our languages in
 * the header's order of preference, else Polish.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers' | 'url'>): InterfaceLanguage {
  const named = new URL(request.url, 'http://portal.invalid').searchParams.get('lang');
  if (isInterfaceLanguage(named)) return named;
  const header = request.headers['accept-language'];
  if (!header) return 'pl';
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((w) => w.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted.map((w) => w.language).find(isInterfaceLanguage) ?? 'pl';
}
