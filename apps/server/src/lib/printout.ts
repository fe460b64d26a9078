import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Identification, InterfaceLanguage } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { printoutFrameTexts } from '../i18n/printout-frame-texts';
import { fill } from '../i18n/texts';

/**
 * Every printout of the portal (bookings, consents, declarations, invoices, results, account data):
 * an A4 PDF with the clinic's header from its identification settings, the printout's title, the
 * content a module gives, and a footer with the time it was made and "Strona x z y". Real text in
 * Roboto (Polish letters, searchable), drawn by pdfmake on the server.
 */

export interface PrintoutRequest {
  /** The printout's title, also the PDF's title. */
  title: string;
  /** pdfmake content of the body (tables, paragraphs); style names: see `styles` below. */
  content: Content[];
  /** Named in the PDF's properties; none by default. */
  subject?: string;
  /** The reader's language: the footer's fixed texts (and the PDF's language) follow it. */
  language: InterfaceLanguage;
}

export interface Printer {
  render(request: PrintoutRequest): Promise<Buffer>;
  /** Loads pdfmake and its fonts and draws one page, so the first real printout does not pay for it. */
  warmUp(): Promise<void>;
}

const require = createRequire(import.meta.url);

interface PdfMakeServer {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(doc: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
}

let pdfmake: PdfMakeServer | undefined;

/** pdfmake loads with the first printout (or the warm-up), never at start-up. */
function loadPdfmake(): PdfMakeServer {
  if (pdfmake) return pdfmake;
  const instance = require('pdfmake') as PdfMakeServer;
  const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  instance.setFonts({
    Roboto: {
      normal: path.join(fontDir, 'Roboto-Regular.ttf'),
      bold: path.join(fontDir, 'Roboto-Medium.ttf'),
      italics: path.join(fontDir, 'Roboto-Italic.ttf'),
      bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  // A printout never fetches anything: no URLs at all, and of local files only the bundled fonts.
  instance.setUrlAccessPolicy(() => false);
  instance.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));
  pdfmake = instance;
  return instance;
}

const madeAt = (now: Date) => formatDateTime(now);

/** The document around a module's content: header, title, footer, styles. Exported for tests. */
export function printoutDocument(request: PrintoutRequest, clinic: Identification, now: Date): TDocumentDefinitions {
  const made = madeAt(now);
  const footer = printoutFrameTexts.for(request.language);
  return {
    pageSize: 'A4',
    language: request.language,
    pageMargins: [40, 90, 40, 50],
    info: { title: request.title, subject: request.subject, author: clinic.providerName, creator: clinic.portalName, producer: clinic.portalName },
    header: {
      margin: [40, 24, 40, 0],
      columns: [
        {
          width: '*',
          stack: [
            { text: clinic.providerName, style: 'clinic' },
            { text: clinic.providerAddress, style: 'small' },
            { text: [clinic.contactPhone, clinic.contactEmail].filter(Boolean).join(' · '), style: 'small' },
          ],
        },
        { width: 'auto', text: clinic.portalName, style: 'small', alignment: 'right' },
      ],
    },
    footer: (currentPage: number, pageCount: number) => ({
      margin: [40, 16, 40, 0],
      columns: [
        { text: fill(footer.madeAt, { when: made }), style: 'small' },
        { text: fill(footer.page, { page: currentPage, pages: pageCount }), style: 'small', alignment: 'right' },
      ],
    }),
    content: [{ text: request.title, style: 'title' }, ...request.content],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      clinic: { fontSize: 12, bold: true },
      small: { fontSize: 8, color: '#444444' },
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 12] },
      heading: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
      label: { bold: true },
      tableHeader: { bold: true, fillColor: '#eeeeee' },
    },
  };
}

export function createPrinter(options: { clinic: () => Promise<Identification>; now: () => Date }): Printer {
  return {
    async render(request) {
      const doc = printoutDocument(request, await options.clinic(), options.now());
      return loadPdfmake().createPdf(doc).getBuffer();
    },
    async warmUp() {
      await loadPdfmake()
        .createPdf({ content: [{ text: 'Zażółć gęślą jaźń' }], defaultStyle: { font: 'Roboto' } })
        .getBuffer();
    },
  };
}

/** Sends a printout for the browser to show (inline, opened in a new window by `openPrintout`). */
export function sendPrintout(reply: FastifyReply, pdf: Buffer, filename: string): FastifyReply {
  const safe = filename.replace(/[^\w.-]+/g, '_');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${safe}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
