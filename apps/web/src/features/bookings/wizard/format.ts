import { formatDate, formatMoney } from '@portal/domain';

const zone = 'Europe/Warsaw';
const dayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('pl-PL', { timeZone: zone, hour: '2-digit', minute: '2-digit', hour12: false });

/** The clinic's day (YYYY-MM-DD) of an instant, whatever the browser's zone. */
export const clinicDay = (iso: string) => dayFormat.format(new Date(iso));
/** HH:mm in the clinic. */
export const clinicTime = (iso: string) => timeFormat.format(new Date(iso));
/** DD-MM-YYYY HH:mm–HH:mm of a visit. */
export const visitPeriod = (from: string, to: string) => `${formatDate(clinicDay(from))} ${clinicTime(from)}–${clinicTime(to)}`;

/** mm:ss of a countdown. */
export const countdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A price "250.00" as the portal shows it: "250,00 zł". */
export const money = (price: string) => formatMoney(price);
