import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { MessageText, textParts } from './message-text';

describe('textParts', () => {
  it('cuts plain text at its http(s) addresses, the portal’s own as paths, trailing punctuation left as text', () => {
    expect(textParts('Ankieta: https://portal.example/questionnaire/patient/PORTAL/1/2/3. Pytania: https://gov.pl/web/zdrowie?a=1, dziękujemy', 'https://portal.example')).toEqual([
      { text: 'Ankieta: ' },
      { text: 'https://portal.example/questionnaire/patient/PORTAL/1/2/3', href: '/questionnaire/patient/PORTAL/1/2/3', internal: true },
      { text: '. Pytania: ' },
      { text: 'https://gov.pl/web/zdrowie?a=1', href: 'https://gov.pl/web/zdrowie?a=1', internal: false },
      { text: ', dziękujemy' },
    ]);
  });

  it('never makes a link of other schemes or of markup', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> <a href="https://x.example">a</a>';
    expect(textParts(text, 'https://portal.example').filter((p) => 'href' in p)).toEqual([{ text: 'https://x.example', href: 'https://x.example/', internal: false }]);
  });
});

describe('a malformed address', () => {
  it('stays text and the addresses around it still become links', () => {
    expect(textParts('Zły: http://[x dobry: https://gov.pl/a', 'https://portal.example')).toEqual([
      { text: 'Zły: http://[x dobry: ' },
      { text: 'https://gov.pl/a', href: 'https://gov.pl/a', internal: false },
    ]);
  });
});

describe('MessageText', () => {
  it('shows the text as text, with its addresses as links: the portal’s in the same tab, others in a new one', async () => {
    renderRoute(<MessageText text={`<img src=x onerror=alert(1)>\nZapraszamy: ${window.location.origin}/questionnaire/patient/PORTAL/5/1/1\nhttps://pacjent.gov.pl`} />, { path: '/messages/1', initialEntries: ['/messages/1'] });
    expect(await screen.findByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: /questionnaire\/patient/ })).toHaveAttribute('href', '/questionnaire/patient/PORTAL/5/1/1');
    const external = screen.getByRole('link', { name: 'https://pacjent.gov.pl' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });
});
