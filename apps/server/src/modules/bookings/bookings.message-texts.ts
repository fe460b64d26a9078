import { defineTexts } from '../../i18n/texts';

/*
 * The bookings module's e-mails, SMS and calendar texts (core/booking-notices.ts, core/booking-ics.ts,
 * core/booking-reminders.ts): a booking made, moved, cancelled, confirmed, carried out or missed, the
 * reminder and its SMS, the calendar event. The booking's SMS code is the confirmations module's.
 */
const pl = {
  booking: {
    subject: {
      BOOKED: 'Wizyta została zarezerwowana',
      MODIFIED: 'Termin wizyty został zmieniony',
      CANCELLED_BY_PATIENT: 'Wizyta została odwołana',
      CANCELLED_BY_CLINIC: 'Przychodnia odwołała wizytę',
      CONFIRMED: 'Wizyta została potwierdzona',
      EXECUTED: 'Wizyta została zrealizowana',
      NO_SHOW: 'Nieobecność na wizycie',
    },
    intro: {
      BOOKED: 'W Portalu Pacjenta zarezerwowano wizytę.',
      MODIFIED: 'Termin wizyty został zmieniony. Poprzedni termin jest już nieaktualny.',
      CANCELLED_BY_PATIENT: 'Wizyta została odwołana w Portalu Pacjenta.',
      CANCELLED_BY_CLINIC: 'Przychodnia odwołała wizytę.',
      CONFIRMED: 'Wizyta została potwierdzona.',
      EXECUTED: 'Przychodnia odnotowała realizację wizyty.',
      NO_SHOW: 'Przychodnia odnotowała nieobecność na wizycie.',
    },
    patient: 'Pacjent: {value}',
    service: 'Usługa: {value}',
    when: 'Termin: {value}',
    place: 'Miejsce: {value}',
    practitioner: 'Personel: {value}',
    reason: 'Powód: {reason}',
    calendar: 'W załączniku jest plik kalendarza (.ics), który możesz dodać do swojego kalendarza.',
    open: 'Szczegóły rezerwacji zobaczysz po zalogowaniu do portalu.',
    button: 'Zobacz rezerwacje',
    reminderSubject: 'Przypomnienie o wizycie',
    reminderIntro: 'Przypominamy o zbliżającej się wizycie.',
    reminderConfirm: 'Prosimy o potwierdzenie wizyty w portalu. Jeśli nie możesz przyjść, odwołaj ją, aby termin mógł otrzymać inny pacjent.',
    reminderButton: 'Potwierdź wizytę',
    reminderSms: 'Portal Pacjenta: przypomnienie. Wizyta: {patient}, {when}, {service}, {place}. Potwierdź lub odwołaj: {link}',
    calendarTitle: 'Wizyta: {patient}, {service}',
  },
};

const en: typeof pl = {
  booking: {
    subject: {
      BOOKED: 'Your visit has been booked',
      MODIFIED: 'The date of your visit has changed',
      CANCELLED_BY_PATIENT: 'The visit has been cancelled',
      CANCELLED_BY_CLINIC: 'The clinic has cancelled the visit',
      CONFIRMED: 'The visit has been confirmed',
      EXECUTED: 'The visit has taken place',
      NO_SHOW: 'Missed visit',
    },
    intro: {
      BOOKED: 'A visit has been booked in the Patient Portal.',
      MODIFIED: 'The date of the visit has changed. The previous date is no longer valid.',
      CANCELLED_BY_PATIENT: 'The visit has been cancelled in the Patient Portal.',
      CANCELLED_BY_CLINIC: 'The clinic has cancelled the visit.',
      CONFIRMED: 'The visit has been confirmed.',
      EXECUTED: 'The clinic has recorded the visit as carried out.',
      NO_SHOW: 'The clinic has recorded that the patient did not attend the visit.',
    },
    patient: 'Patient: {value}',
    service: 'Service: {value}',
    when: 'Date: {value}',
    place: 'Place: {value}',
    practitioner: 'Staff: {value}',
    reason: 'Reason: {reason}',
    calendar: 'A calendar file (.ics) is attached: you can add the visit to your calendar.',
    open: 'Sign in to the portal to see the booking details.',
    button: 'See bookings',
    reminderSubject: 'Visit reminder',
    reminderIntro: 'This is a reminder of your upcoming visit.',
    reminderConfirm: 'Please confirm the visit in the portal. If you cannot come, cancel it so that another patient can take the slot.',
    reminderButton: 'Confirm the visit',
    reminderSms: 'Portal Pacjenta: reminder. Visit: {patient}, {when}, {service}, {place}. Confirm or cancel: {link}',
    calendarTitle: 'Visit: {patient}, {service}',
  },
};

const uk: typeof pl = {
  booking: {
    subject: {
      BOOKED: 'Візит заброньовано',
      MODIFIED: 'Дату візиту змінено',
      CANCELLED_BY_PATIENT: 'Візит скасовано',
      CANCELLED_BY_CLINIC: 'Клініка скасувала візит',
      CONFIRMED: 'Візит підтверджено',
      EXECUTED: 'Візит відбувся',
      NO_SHOW: 'Пропущений візит',
    },
    intro: {
      BOOKED: 'У Portal Pacjenta заброньовано візит.',
      MODIFIED: 'Дату візиту змінено. Попередня дата більше не дійсна.',
      CANCELLED_BY_PATIENT: 'Візит скасовано в Portal Pacjenta.',
      CANCELLED_BY_CLINIC: 'Клініка скасувала візит.',
      CONFIRMED: 'Візит підтверджено.',
      EXECUTED: 'Клініка зареєструвала, що візит відбувся.',
      NO_SHOW: 'Клініка зареєструвала відсутність на візиті.',
    },
    patient: 'Пацієнт: {value}',
    service: 'Послуга: {value}',
    when: 'Дата: {value}',
    place: 'Місце: {value}',
    practitioner: 'Персонал: {value}',
    reason: 'Причина: {reason}',
    calendar: 'У вкладенні — файл календаря (.ics), який можна додати до свого календаря.',
    open: 'Подробиці бронювання можна переглянути після входу на портал.',
    button: 'Переглянути бронювання',
    reminderSubject: 'Нагадування про візит',
    reminderIntro: 'Нагадуємо про найближчий візит.',
    reminderConfirm: 'Будь ласка, підтвердьте візит на порталі. Якщо не можете прийти, скасуйте його, щоб цей час міг отримати інший пацієнт.',
    reminderButton: 'Підтвердити візит',
    reminderSms: 'Portal Pacjenta: нагадування. Візит: {patient}, {when}, {service}, {place}. Підтвердьте або скасуйте: {link}',
    calendarTitle: 'Візит: {patient}, {service}',
  },
};

export const bookingsMessageTexts = defineTexts({ pl, en, uk });
