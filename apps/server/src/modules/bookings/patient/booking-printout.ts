import type { Booking, InterfaceLanguage } from '@portal/contracts';
import { formatDay, formatMoney } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { Content } from 'pdfmake/interfaces';
import type { Deps } from '../../../deps';
import { fill } from '../../../i18n/texts';
import { sendPrintout } from '../../../lib/printout';
import { visitWhen } from '../core/booking-view';
import { getBooking, type OwnBooking } from './bookings-service';
import { bookingsPrintoutTexts } from '../bookings.printout-texts';

/*
 * GET /bookings/{system}/{id}/printout: the booking on an A4 page through the shared printer (the
 * clinic's header from its identification): patient, service, date and time on the clinic's clock,
 * unit with address and phone, practitioner, status, referral, and what to bring — in the reader's
 * language (the request's Accept-Language).
 */

type Texts = ReturnType<typeof bookingsPrintoutTexts.for>['booking'];

function referralText(b: Booking, t: Texts): string {
  const r = b.details.referral;
  if (!r) return t.noReferral;
  const issued = r.issueDate ? fill(t.issued, { date: formatDay(r.issueDate) }) : null;
  if (r.refENumber) return [fill(t.eReferral, { number: r.refENumber }), issued].filter(Boolean).join(', ');
  return [r.institutionName ?? r.institutionCro, r.practitionerName ?? r.practiceNo, issued].filter(Boolean).join(', ');
}

function toBring(b: Booking, t: Texts): string[] {
  const items = [t.bringId];
  if (b.details.referral && !b.details.referral.refENumber) items.push(t.bringPaperReferral);
  if (b.details.referral?.refENumber) items.push(t.bringEReferralCode);
  if (b.payment.funding === 'COMMERCIAL') items.push(t.bringPayment);
  items.push(t.bringResults);
  return items;
}

/** The booking's page in `language`: its fixed texts from bookings.printout-texts.ts, the service named as the reader reads it. */
export function bookingPrintoutContent(b: Booking, language: InterfaceLanguage): Content[] {
  const t = bookingsPrintoutTexts.for(language).booking;
  const row = (label: string, value: string) => [{ text: label, style: 'label' }, value];
  const unit = b.organizationUnit;
  return [
    {
      table: {
        widths: [140, '*'],
        body: [
          row(t.patient, `${b.patient.name} ${b.patient.lastName}`),
          row(t.service, b.service.description),
          row(t.when, visitWhen(new Date(b.dateFrom), language)),
          row(t.place, `${unit.description}\n${unit.address}${unit.contact.phoneNumber ? `\n${fill(t.phone, { phone: unit.contact.phoneNumber })}` : ''}`),
          row(t.practitioner, b.practitioner.displayName),
          row(t.status, t.statuses[b.status] + (b.confirmed ? ` ${t.confirmed}` : '')),
          row(t.funding, b.payment.funding === 'COMMERCIAL' ? `${t.commercial}${b.payment.price ? ` — ${b.payment.itemName ?? ''} ${formatMoney(b.payment.price)}` : ''}` : t.nfz),
          row(t.referral, referralText(b, t)),
          row(t.number, `${b.system}/${b.systemId}`),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: t.toBringHeading, style: 'heading' },
    { ul: toBring(b, t) },
    { text: t.cancelNote, style: 'small', margin: [0, 12, 0, 0] },
  ];
}

export async function bookingPrintout(deps: Deps, reply: FastifyReply, own: OwnBooking, language: InterfaceLanguage) {
  const { system, id } = own.booking;
  const booking = await getBooking(deps, own, language);
  const t = bookingsPrintoutTexts.for(language).booking;
  const pdf = await deps.printer.render({ title: t.title, subject: fill(t.subject, { number: `${system}/${id}` }), content: bookingPrintoutContent(booking, language), language });
  return sendPrintout(reply, pdf, `rezerwacja-${system}-${id}.pdf`);
}
