/** Client paths of the symptom self-assessment (spec part 2 §2). */
export const selfAssessmentPath = '/selfassessment';
export const selfAssessmentListPath = '/selfassessmentlist';
/** A new teleconsultation (spec part 2 §4 "Self-assessment"): a page of another module, when this build has it. */
export const newTeleconsultationPath = '/newteleconsultation';
/** The booking wizard's start (another module's page, when this build has it): where advice to see a doctor leads meanwhile. */
export const newBookingPath = '/newbooking';
export const mainPath = '/main';
