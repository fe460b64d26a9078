import { describe, expect, it } from 'vitest';
import type { Identification } from '@portal/contracts';
import { createPrinter, printoutDocument } from './printout';
import { pdfPages } from '../test/pdf-text';

const clinic: Identification = {
  portalName: 'Portal Pacjenta',
  providerName: 'Przychodnia Zdrowie Plus sp. z o.o.',
  providerAddress: 'ul. Zdrowa 1, 30-001 Kraków',
  contactPhone: '+48 12 345 67 89',
  contactEmail: 'rejestracja@zdrowieplus.example',
  appVersion: '0.1.0',
  securityVersion: '5.WB1',
};
const now = new Date('2026-03-29T08:30:00Z');

describe('printouts', () => {
  it('an A4 PDF with the clinic header, the title, Polish text and "Strona x z y" on every page', async () => {
    const printer = createPrinter({ clinic: async () => clinic, now: () => now });
    const rows = Array.from({ length: 80 }, (_, i) => [`${i + 1}`, `Żółta gorączka — dawka ${i + 1}`]);
    const pdf = await printer.render({
      title: 'Dane do kopii dokumentacji',
      content: [{ table: { headerRows: 1, widths: [30, '*'], body: [[{ text: 'Lp.', style: 'tableHeader' }, { text: 'Pozycja', style: 'tableHeader' }], ...rows] } }],
      language: 'pl',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => {
      expect(text).toContain('Przychodnia Zdrowie Plus sp. z o.o.');
      expect(text).toContain(`Strona ${i + 1} z ${pages.length}`);
      // The clinic's time, not the server's: 08:30 UTC on the day summer time starts is 10:30 in Warsaw.
      expect(text).toContain('Wygenerowano 29-03-2026 10:30');
    });
    expect(pages[0]).toContain('Dane do kopii dokumentacji');
    expect(pages[0]).toContain('Żółta gorączka — dawka 1');
    expect(pages.at(-1)).toContain('Żółta gorączka — dawka 80');
  });

  it('is A4 and names its title and author in the properties', () => {
    const doc = printoutDocument({ title: 'Zgoda', content: [], language: 'pl' }, clinic, now);
    expect(doc.pageSize).toBe('A4');
    expect(doc.info).toMatchObject({ title: 'Zgoda', author: clinic.providerName });
  });

  it('warms up without a clinic and fetches no URL or local file outside its fonts', async () => {
    const printer = createPrinter({ clinic: async () => clinic, now: () => now });
    await printer.warmUp();
    await expect(printer.render({ title: 'Obraz', content: [{ image: '/etc/passwd' }], language: 'pl' })).rejects.toThrow();
    await expect(printer.render({ title: 'Obraz', content: [{ image: 'http://127.0.0.1:9/x.png' }], language: 'pl' })).rejects.toThrow();
  });

  it("writes the footer's fixed texts in the reader's language", async () => {
    const printer = createPrinter({ clinic: async () => clinic, now: () => now });
    const [english] = await pdfPages(await printer.render({ title: 'Booking', content: [], language: 'en' }));
    expect(english).toContain('Generated 29-03-2026 10:30');
    expect(english).toContain('Page 1 of 1');
    const [ukrainian] = await pdfPages(await printer.render({ title: 'Запис', content: [], language: 'uk' }));
    expect(ukrainian).toContain('Створено 29-03-2026 10:30');
    expect(ukrainian).toContain('Сторінка 1 з 1');
  });

  it('keeps every printout\'s text searchable, one after another (a font object shared between documents loses letters)', async () => {
    const printer = createPrinter({ clinic: async () => clinic, now: () => now });
    await printer.warmUp();
    for (const text of ['Zażółć gęślą jaźń', 'Samoocena objawów Osoba Ewa Testowa', 'Kaszel, gorączka i duszności']) {
      const [page] = await pdfPages(await printer.render({ title: 'Wydruk', content: [{ text }, { text: 'pogrubione', bold: true }], language: 'pl' }));
      expect(page).toContain(text);
      expect(page).toContain('rejestracja@zdrowieplus.example');
    }
  });
});
