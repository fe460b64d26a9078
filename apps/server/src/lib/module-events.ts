import type { Tx } from '../db/client';

/*
 * Events between modules: one module raises an event (`deps.events.raise`), the modules that react
 * declare a handler in their descriptors (`handles`), and neither imports the other. This is how the
 * foundation reaches a feature (an account's deletion removes its mobile devices) without naming it.
 */

/** Every event a module may raise, with what it carries. */
export interface PortalEvents {
  /** An account was deleted by its owner; raised inside the deleting transaction. */
  'account.deleted': { accountId: number };
  /** The clinic confirmed a patient record's identity (a document seen at the desk); its live owner account given. */
  'patient.identity-confirmed': { patientId: number; accountId: number };
  /**
   * An account proved it holds an e-mail (a confirmation link, a recovery link to it): the account's
   * e-mail, or its pending one, is confirmed. A handler may refuse (EMAIL_CONFIRMED_ELSEWHERE).
   */
  'email.confirmed': { accountId: number; email: string; emailIsLogin: boolean; fromPending: boolean };
  /** An account proved it holds a number (an SMS code): its phone, or its pending phone, is confirmed. */
  'phone.confirmed': { accountId: number; phoneNumber: string; fromPending: boolean };
  /** An account proved who it is by a recovery link or code: its new password replaces the old. */
  'password.recovered': { accountId: number; newPassword: string };
  /** A booking was made (the patient's wizard, the clinic's desk); raised inside its transaction. */
  'booking.created': BookingEvent;
  /** A booking was moved: made anew on another slot in place of `replacesBookingId` (cancelled in the same transaction). */
  'booking.moved': BookingEvent & { replacesBookingId: number | null };
  /** A booking was cancelled (by the patient or the clinic, or marked a no-show). */
  'booking.canceled': BookingEvent;
  /**
   * A teleconsultation is over without its call's own end: the clinician ended it from the console, or
   * its booking was cancelled (`by` the side that did). Whoever waits in its room is told at once.
   */
  'teleconsultation.closed': { teleconsultationId: number; by: 'PATIENT' | 'STAFF' };
}

/** What the bookings module tells of a booking's change: which, whose, of what service, when, and who made it (PATIENT or CLINIC). */
export interface BookingEvent {
  bookingId: number;
  patientId: number;
  serviceId: number;
  from: string;
  to: string;
  source: 'PATIENT' | 'CLINIC';
  staffId: number | null;
}
export type PortalEventName = keyof PortalEvents;

/**
 * Handles an event inside the transaction that raised it, so its effect stands or falls with the
 * change (an effect that may come later queues a job in that transaction: `deps.jobs.send(…, { tx })`).
 * What it returns, if anything, is a line the raising module adds to its event-log record.
 */
export type EventHandler<D, E extends PortalEventName> = (deps: D, event: PortalEvents[E], opts: { tx: Tx }) => Promise<string | void>;
export type EventHandlers<D> = { [E in PortalEventName]?: EventHandler<D, E> };

export interface ModuleEvents {
  /** Runs every handler of `name`, one after another in module order, in `tx`; their lines, in order. */
  raise<E extends PortalEventName>(name: E, event: PortalEvents[E], opts: { tx: Tx }): Promise<string[]>;
}

export function createModuleEvents<D>(handlers: ReadonlyArray<EventHandlers<D>>, deps: () => D): ModuleEvents {
  return {
    async raise(name, event, opts) {
      const lines: string[] = [];
      for (const handles of handlers) {
        const handler = handles[name];
        if (!handler) continue;
        const line = await handler(deps(), event, opts);
        if (line) lines.push(line);
      }
      return lines;
    },
  };
}
