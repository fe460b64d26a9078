import { formatDay, formatMoney, formatTime } from '@portal/domain';

const zone = 'Europe/Warsaw';
const dayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The clinic's day (YYYY-MM-DD) of an instant, whatever the browser's zone. */
export const clinicDay = (iso: string) => dayFormat.format(new Date(iso));
/** DD-MM-RRRR HH:MM–HH:MM of a visit, in the clinic. */
export const visitPeriod = (from: string, to: string) => `${formatDay(from)} ${formatTime(from)}–${formatTime(to)}`;

/** mm:ss of a countdown. */
export const countdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A price "250.00" as the portal shows it: "250,00 zł". */
export const money = (price: string) => formatMoney(price);
