import type { Booking, InterfaceLanguage } from '@portal/contracts';
import { formatMoney } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { Content } from 'pdfmake/interfaces';
import type { Deps } from '../../deps';
import { sendPrintout } from '../../lib/printout';
import type { PatientScope } from '../../plugins/patient-access';
import { visitWhen } from './booking-view';
import { getBooking } from './bookings-service';

/*
 * GET /bookings/{system}/{id}/printout: the booking on an A4 page through the shared printer (the
 * clinic's header from its identification): patient, service, date and time on the clinic's clock,
 * unit with address and phone, practitioner, status, referral, and what to bring.
 */

const statusNames: Record<Booking['status'], string> = { SCHEDULED: 'Zaplanowana', REGISTERED: 'Zarejestrowana', EXECUTED: 'Zrealizowana', CANCELED: 'Odwołana' };

function referralText(b: Booking): string {
  const r = b.details.referral;
  if (!r) return 'Brak';
  if (r.refENumber) return `E-skierowanie nr ${r.refENumber}${r.issueDate ? `, wystawione ${r.issueDate}` : ''}`;
  return [r.institutionName ?? r.institutionCro, r.practitionerName ?? r.practiceNo, r.issueDate ? `wystawione ${r.issueDate}` : null].filter(Boolean).join(', ');
}

function toBring(b: Booking): string[] {
  const items = ['Dokument tożsamości ze zdjęciem (albo numer PESEL w aplikacji mObywatel).'];
  if (b.details.referral && !b.details.referral.refENumber) items.push('Oryginał skierowania w wersji papierowej.');
  if (b.details.referral?.refENumber) items.push('Kod e-skierowania (4 cyfry) albo jego numer.');
  if (b.payment.funding === 'COMMERCIAL') items.push('Płatność za wizytę według cennika przychodni.');
  items.push('Wyniki wcześniejszych badań i listę przyjmowanych leków.');
  return items;
}

export function bookingPrintoutContent(b: Booking): Content[] {
  const row = (label: string, value: string) => [{ text: label, style: 'label' }, value];
  const unit = b.organizationUnit;
  return [
    {
      table: {
        widths: [140, '*'],
        body: [
          row('Pacjent', `${b.patient.name} ${b.patient.lastName}`),
          row('Usługa', b.service.description),
          row('Termin', visitWhen(new Date(b.dateFrom), 'pl')),
          row('Placówka', `${unit.description}\n${unit.address}${unit.contact.phoneNumber ? `\ntel. ${unit.contact.phoneNumber}` : ''}`),
          row('Personel', b.practitioner.displayName),
          row('Status', statusNames[b.status] + (b.confirmed ? ' (potwierdzona)' : '')),
          row('Finansowanie', b.payment.funding === 'COMMERCIAL' ? `Komercyjna${b.payment.price ? ` — ${b.payment.itemName ?? ''} ${formatMoney(b.payment.price)}` : ''}` : 'NFZ'),
          row('Skierowanie', referralText(b)),
          row('Numer rezerwacji', `${b.system}/${b.systemId}`),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: 'Co zabrać na wizytę', style: 'heading' },
    { ul: toBring(b) },
    { text: 'Jeśli nie możesz przyjść, odwołaj rezerwację w Portalu Pacjenta, aby termin mógł otrzymać inny pacjent.', style: 'small', margin: [0, 12, 0, 0] },
  ];
}

export async function bookingPrintout(deps: Deps, reply: FastifyReply, scope: PatientScope, system: string, id: number, language: InterfaceLanguage) {
  const booking = await getBooking(deps, scope, system, id, language);
  const pdf = await deps.printer.render({ title: 'Potwierdzenie rezerwacji wizyty', subject: `Rezerwacja ${system}/${id}`, content: bookingPrintoutContent(booking) });
  return sendPrintout(reply, pdf, `rezerwacja-${system}-${id}.pdf`);
}
