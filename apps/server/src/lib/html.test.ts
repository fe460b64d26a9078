import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlPage } from './html';

describe('html', () => {
  it('escapes the five characters that can break out of text or an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('builds a Polish, unindexed page with an escaped title and an optional script file', () => {
    const page = htmlPage({ title: 'A <b>', style: 'p{}', body: '<p>ok</p>', scriptSrc: '/sim/x.js' });
    expect(page).toMatch(/^<!doctype html>\n<html lang="pl">/);
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<title>A &lt;b&gt;</title>');
    expect(page).toContain('<script src="/sim/x.js" defer></script>');
    expect(page).toContain('<body>\n<p>ok</p>\n</body>');
    expect(htmlPage({ title: 't', style: '', body: '' })).not.toContain('<script');
    expect(htmlPage({ title: 't', style: '', body: '', lang: 'uk' })).toMatch(/^<!doctype html>\n<html lang="uk">/);
  });
});
