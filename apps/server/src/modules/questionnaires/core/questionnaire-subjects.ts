import type { Deps } from '../../../deps';
import type { AuthContext } from '../../../plugins/session';

/*
 * The questionnaire engine's view of a booking or a visit, which other modules resolve for it (their
 * descriptors' `questionnaireSubjects`). Types only: a descriptor names them without importing the engine.
 */

/** The subjects other modules resolve. */
export type SubjectKindWithResolver = 'BOOKING' | 'ENCOUNTER';

/** A booking or a visit, as its module tells the questionnaire engine about it. */
export interface QuestionnaireSubject {
  patientId: number;
  /** A booking names its service's code; a visit its unit and the unit speciality it was of. */
  asks: { serviceCode: string } | { unitId: number; speciality: string };
  /** The visit's day (YYYY-MM-DD): a visit questionnaire's deadline counts from it. */
  visitDate: string | null;
  /** Whether answers may still be given or changed (a booking: only while SCHEDULED). */
  editable: boolean;
  /** How the clinic's answers view names it ("Konsultacja kardiologiczna 12.03.2027"). */
  label: string | null;
}

/**
 * Finds a booking or visit by its id in `systemRoot` for the signed-in session, or null when there is
 * none. The engine then checks the session acts for its patient (else 404, as for an unknown id).
 */
export type SubjectResolver = (deps: Deps, subject: { id: string; systemRoot: string; auth: AuthContext }) => Promise<QuestionnaireSubject | null>;
export type SubjectResolvers = () => Partial<Record<SubjectKindWithResolver, SubjectResolver>>;
