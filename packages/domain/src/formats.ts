import { parsePhoneNumberWithError, ParseError } from 'libphonenumber-js/max';

/**
 * The portal's one set of formats (issue 28 item 15), the same in both apps, e-mails, SMS and
 * printouts, whatever the page's language: a day DD-MM-RRRR, a time HH:MM (24 h), both in the
 * clinic's zone; money "250,00 zł"; a phone number grouped as people read it ("+48 601 234 567").
 * The wire keeps ISO dates and E.164 numbers; these only show them.
 */
export const CLINIC_ZONE = 'Europe/Warsaw';

const dayParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLINIC_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(instant: Date) {
  const all = dayParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => all.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('day')}-${part('month')}-${part('year')}`, time: `${part('hour')}:${part('minute')}` };
}

function toInstant(value: Date | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * DD-MM-RRRR of a calendar day ("2026-03-07" → "07-03-2026", no zone involved) or of an instant (its
 * day in the clinic's zone); an empty string for none or for no date.
 */
export function formatDay(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) return `${day[3]}-${day[2]}-${day[1]}`;
  }
  const instant = toInstant(value);
  return instant ? parts(instant).day : '';
}

/** HH:MM of an instant in the clinic's zone; empty for none. */
export function formatTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = toInstant(value);
  return instant ? parts(instant).time : '';
}

/** "DD-MM-RRRR HH:MM" of an instant in the clinic's zone; empty for none. */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = toInstant(value);
  if (!instant) return '';
  const { day, time } = parts(instant);
  return `${day} ${time}`;
}

const money = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/**
 * An amount in złoty as Poles write it: "250,00 zł", "1 250,00 zł" (a no-break space before the
 * thousands and before "zł", so a line never breaks inside the amount). A number, or its decimal text
 * from the wire ("250.00").
 */
export function formatMoney(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  // pl-PL groups 4-digit amounts only from 10 000 ("minimumGroupingDigits"); the portal groups from 1 000.
  const text = money.format(value).replace(/\s/g, '\u00a0');
  return text.replace(/^(-?)(\d)(\d{3}),/, '$1$2\u00a0$3,');
}

/**
 * A phone number grouped as people read it, with its country: "+48 601 234 567", "+48 12 265 40 10";
 * a number that does not parse is shown as given.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const compact = value.trim().replace(/^00/, '+');
  try {
    const parsed = parsePhoneNumberWithError(compact, 'PL');
    return parsed.isValid() ? parsed.formatInternational() : value;
  } catch (e) {
    if (e instanceof ParseError) return value;
    throw e;
  }
}

const TYPED_TIME = /^(\d{1,2})(?:[:.\s]?(\d{2}))$/;

/**
 * A time of day typed by a person as the portal's HH:MM (24 h): "8:30", "08.30", "0830" and "830" are
 * taken; null for an hour past 23 or minutes past 59, or for anything else. An empty text is none.
 */
export function parseTypedTime(text: string): string | null {
  const typed = TYPED_TIME.exec(text.trim());
  if (!typed) return null;
  const hours = Number(typed[1]);
  const minutes = Number(typed[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${typed[2]}`;
}
