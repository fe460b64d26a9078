import { addYears, RANGE_MIN_YEARS_BACK } from './date-range';

/*
 * Teleconsultations (spec part 2 §2 "Teleconsultation and telehealth", §4 "Teleconsultation booking",
 * "Telehealth session", §5, §8 "Teleconsultation", §9; issue 32): the rules shared by the web wizard,
 * the telehealth pages, the console and the server.
 */

/** Spec §9: a teleconsultation may be started from 30 minutes before its start… */
export const TELECONSULTATION_START_BEFORE_MS = 1_800_000;
/** …until 4 hours after its end. */
export const TELECONSULTATION_START_AFTER_END_MS = 14_400_000;
/** Spec §9: a description of at most 2000 characters. */
export const DESCRIPTION_MAX = 2000;
/** Spec §8, word for word (the spec's spelling). */
export const DESCRIPTION_TOO_LONG_MESSAGE = 'Opis moze zawierać maksimum 2000 znaków';
/** Spec §4: the unplanned ("now") status — waiting count and consultant status — refreshes every 30 s. */
export const UNPLANNED_STATUS_REFRESH_MS = 30_000;
/** Spec §4 "Telehealth session": the waiting room registers the patient as ready every 30 s. */
export const READINESS_INTERVAL_MS = 30_000;
/** Spec §4 / §9: a chosen slot is held for 15 minutes. */
export const TELECONSULTATION_SLOT_HOLD_MS = 15 * 60_000;

/** The states of a teleconsultation. */
export const teleconsultationStatuses = ['SCHEDULED', 'WAITING', 'IN_PROGRESS', 'FINISHED', 'CANCELED'] as const;
export type TeleconsultationStatus = (typeof teleconsultationStatuses)[number];

/** Spec §3 "Telehealth data": C chat, A audio, V video. */
export const communicationTypes = ['C', 'A', 'V'] as const;
export type CommunicationType = (typeof communicationTypes)[number];

export interface CommunicationMedia {
  chat: boolean;
  audio: boolean;
  video: boolean;
}

/** Spec §4 "Telehealth session": chat-only disables audio and video; audio enables chat and audio; video enables all. */
export const communicationMedia: Readonly<Record<CommunicationType, Readonly<CommunicationMedia>>> = {
  C: { chat: true, audio: false, video: false },
  A: { chat: true, audio: true, video: false },
  V: { chat: true, audio: true, video: true },
};

export function isCommunicationType(value: unknown): value is CommunicationType {
  return typeof value === 'string' && (communicationTypes as readonly string[]).includes(value);
}

/** What a communication type enables (chat is always on). */
export function mediaOf(type: CommunicationType | null | undefined): CommunicationMedia {
  return { ...communicationMedia[type ?? 'C'] };
}

/** Spec §4: booking kinds the wizard offers. */
export const teleconsultationBookingKinds = ['PLANNED', 'UNPLANNED'] as const;
export type TeleconsultationBookingKind = (typeof teleconsultationBookingKinds)[number];

/** Spec §2: the wizard's modes. MODIFY jumps straight to dates and skips the medical case step. */
export const teleconsultationWizardModes = ['NEW', 'MODIFY'] as const;
export type TeleconsultationWizardMode = (typeof teleconsultationWizardModes)[number];

/** Spec §4: step order of the wizard. */
export const teleconsultationWizardSteps = ['patients', 'services', 'dates', 'medicalcase', 'description', 'summary'] as const;
export type TeleconsultationWizardStep = (typeof teleconsultationWizardSteps)[number];

/** The steps a wizard run passes through: MODIFY skips the medical case and the description (dates → summary). */
export function wizardStepsFor(mode: TeleconsultationWizardMode, hasCases = true): TeleconsultationWizardStep[] {
  if (mode === 'MODIFY') return ['dates', 'summary'];
  // Without cases a new case is started and the case step (its breadcrumb) is hidden.
  return hasCases ? [...teleconsultationWizardSteps] : teleconsultationWizardSteps.filter((s) => s !== 'medicalcase');
}

export interface StartWindow {
  /** The first instant the call may start (epoch ms). */
  opensAt: number;
  /** The last instant the call may start (epoch ms). */
  closesAt: number;
}

type Instant = Date | string | number;
const ms = (value: Instant): number => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/** Spec §9: from 30 minutes before the start until 4 hours after the end (both edges included). */
export function teleconsultationStartWindow(from: Instant, to: Instant): StartWindow {
  return { opensAt: ms(from) - TELECONSULTATION_START_BEFORE_MS, closesAt: ms(to) + TELECONSULTATION_START_AFTER_END_MS };
}

export type StartVerdict = 'TOO_EARLY' | 'OPEN' | 'TOO_LATE';

/** Whether a teleconsultation may be started now (edges included: exactly 30 min before and exactly 4 h after are OPEN). */
export function canStartTeleconsultation(now: Instant, from: Instant, to: Instant): StartVerdict {
  const at = ms(now);
  const window = teleconsultationStartWindow(from, to);
  if (at < window.opensAt) return 'TOO_EARLY';
  if (at > window.closesAt) return 'TOO_LATE';
  return 'OPEN';
}

/** Spec §9: the description limit; null when fine. */
export function descriptionIssue(text: string | null | undefined): 'DESCRIPTION_TOO_LONG' | null {
  return text != null && text.length > DESCRIPTION_MAX ? 'DESCRIPTION_TOO_LONG' : null;
}

/** Spec §9: the medical cases' date filter — from one year ago by default, at most 20 years back; to today, no future. */
export const MEDICAL_CASE_WINDOW = {
  defaultYearsBack: 1,
  maxYearsBack: RANGE_MIN_YEARS_BACK,
  allowFuture: false,
} as const;

/** The default medical case window for a clinic "today" (YYYY-MM-DD). */
export function defaultMedicalCaseWindow(today: string): { after: string; before: string } {
  return { after: addYears(today, -MEDICAL_CASE_WINDOW.defaultYearsBack), before: today };
}
