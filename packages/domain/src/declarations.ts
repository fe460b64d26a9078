/*
 * Declarations of choice of a primary-care (POZ) doctor, nurse or midwife, reported to the NFZ (spec
 * part 2 §2 "Declarations", §3 "Declaration", §4 "Declaration states", §5 "Declarations", §7
 * "Declarations", §8, §9; issue 30): the types, the states and their transitions, which declaration is
 * in force, the one-per-type rule and the summary's choice fields. Who may file or sign for whom is the
 * server's access logic, not here.
 */

/** When the declaration form's new rules took effect (part 2 §9): the re-choice order number changed. */
export const DECLARATION_NEW_RULES_FROM = '2018-10-01';
/** The re-choice ("kolejny wybór") order number from DECLARATION_NEW_RULES_FROM, and before it (part 2 §5). */
export const RECHOICE_ORDER_NUMBER = 3;
export const RECHOICE_ORDER_NUMBER_BEFORE_2018 = 4;
/** Characters of the other-reason text (not in the spec: the server's column and the form's limit). */
export const DECLARATION_OTHER_REASON_MAX = 500;

// ------------------------------------------------------------------------------ types

/** Part 2 §3, §9: a declaration chooses a GP (lekarz POZ), a nurse or a midwife. */
export const declarationTypes = ['GP', 'NURSE', 'MIDWIFE'] as const;
export type DeclarationType = (typeof declarationTypes)[number];


/** The wizard's route segment of each type (part 2 §2: /newdeclaration/{type}). */
export const declarationRouteTypes: Record<DeclarationType, string> = {
  GP: 'general-practitioner',
  NURSE: 'nurse',
  MIDWIFE: 'midwife',
};

/** A route's {type} as a declaration type, or null for any other segment. */
export const declarationTypeOfRoute = (segment: string): DeclarationType | null =>
  declarationTypes.find((t) => declarationRouteTypes[t] === segment) ?? null;

/** A service's declaration code (part 2 §5): L lekarz → GP, P pielęgniarka → NURSE, O położna → MIDWIFE. */
export const declarationServiceCodes = ['L', 'P', 'O'] as const;
export type DeclarationServiceCode = (typeof declarationServiceCodes)[number];
const typeOfServiceCode: Record<DeclarationServiceCode, DeclarationType> = { L: 'GP', P: 'NURSE', O: 'MIDWIFE' };

/** The declaration type a service's code asks for; null for no code or an unknown one (no declaration needed). */
export const declarationTypeOfServiceCode = (code: string | null | undefined): DeclarationType | null =>
  code ? (typeOfServiceCode[code.toUpperCase() as DeclarationServiceCode] ?? null) : null;

// ------------------------------------------------------------------------------ states

/** Part 2 §4, spelled as the spec spells them (CANCELED with one L, unlike consents' CANCELLED). */
export const declarationStates = ['REGISTERED', 'SUBMITTED', 'CANCELED'] as const;
export type DeclarationState = (typeof declarationStates)[number];

/** Export state to the clinic system (part 2 §3): N a new declaration, A one saved again after an edit (§4). */
export const declarationExportStates = ['N', 'A'] as const;
export type DeclarationExportState = (typeof declarationExportStates)[number];

/**
 * What moves a declaration (part 2 §4): a new one is REGISTERED; SIGN — signed through the public
 * e-service and submitted; EDIT — saving an edit sets REGISTERED (and export A) again, so an edited
 * declaration is signed again; WITHDRAW — the patient withdraws it, or a new one of its type replaces
 * it; REJECT — the clinic refuses it. The spec names no accepted or rejected state: a declaration the
 * clinic accepts stays SUBMITTED, one it refuses is CANCELED. A CANCELED declaration is final (§8: data
 * is not saved "because the declaration is no longer active").
 */
export const declarationEvents = ['SIGN', 'EDIT', 'WITHDRAW', 'REJECT'] as const;
export type DeclarationEvent = (typeof declarationEvents)[number];

const declarationMoves: Record<DeclarationState, Partial<Record<DeclarationEvent, DeclarationState>>> = {
  REGISTERED: { SIGN: 'SUBMITTED', EDIT: 'REGISTERED', WITHDRAW: 'CANCELED', REJECT: 'CANCELED' },
  SUBMITTED: { EDIT: 'REGISTERED', WITHDRAW: 'CANCELED', REJECT: 'CANCELED' },
  CANCELED: {},
};

/** The state a declaration goes to on an event, or null when the event is not allowed in its state. */
export const nextDeclarationState = (from: DeclarationState, event: DeclarationEvent): DeclarationState | null => declarationMoves[from][event] ?? null;

/** Each state's next states (REGISTERED → REGISTERED is an edit). */
export const declarationTransitions: Record<DeclarationState, readonly DeclarationState[]> = {
  REGISTERED: ['REGISTERED', 'SUBMITTED', 'CANCELED'],
  SUBMITTED: ['REGISTERED', 'CANCELED'],
  CANCELED: [],
};

export const canDeclarationTransition = (from: DeclarationState, to: DeclarationState): boolean => declarationTransitions[from].includes(to);

/** The state a new declaration is sent with (part 2 §4). */
export const NEW_DECLARATION_STATE: DeclarationState = 'REGISTERED';

// ------------------------------------------------------------------------------ in force

/** What the rules read of a declaration (days YYYY-MM-DD). */
export interface DeclarationFacts {
  id: number | string;
  type: DeclarationType;
  state: DeclarationState;
  registrationDate?: string | null;
  dateOfSubmission?: string | null;
}

/** Active: not CANCELED (part 2 §4 "an existing active declaration"; §5 "canceled ones are ignored"). */
export const declarationActive = (d: Pick<DeclarationFacts, 'state'>): boolean => d.state !== 'CANCELED';

/** The day a declaration takes effect: its submission, else its registration; null when neither is known. */
export const declarationStartDay = (d: Pick<DeclarationFacts, 'registrationDate' | 'dateOfSubmission'>): string | null =>
  (d.dateOfSubmission ?? d.registrationDate)?.slice(0, 10) || null;

/**
 * In force (current) on `today`: active (REGISTERED or SUBMITTED: the spec ignores only canceled ones,
 * and a declaration the clinic registers at its desk stays REGISTERED) and taken effect — its start day
 * (submission, else registration) not after today; one with neither date counts. A declaration has no
 * end date: it lasts until withdrawn or replaced.
 */
export function declarationInForce(d: DeclarationFacts, today: string): boolean {
  const start = declarationStartDay(d);
  return declarationActive(d) && (start === null || start <= today);
}

/**
 * Whether the patient holds a declaration a service asks for (part 2 §5): its code L/P/O (or the type
 * itself) — a declaration of the matching type in force on `today`; canceled ones are ignored. No code:
 * nothing is asked. The clinic system (HIS) is asked by the server when this answers false.
 */
export function holdsRequiredDeclaration(required: DeclarationServiceCode | DeclarationType | string | null | undefined, declarations: readonly DeclarationFacts[], today: string): boolean {
  if (!required) return true;
  const type = (declarationTypes as readonly string[]).includes(required) ? (required as DeclarationType) : declarationTypeOfServiceCode(required);
  if (type === null) return true;
  return declarations.some((d) => d.type === type && declarationInForce(d, today));
}

/**
 * One active declaration per type and patient (part 2 §4): the declarations a new one of `type`
 * replaces — every active one of that type (normally one; more only in data that broke the rule), the
 * newest first, excluding `exceptId` (the new one itself, when it is already stored). Future-dated ones
 * count: they are active though not yet in force. The server cancels them in the same transaction as it
 * stores the new one, after the user confirms.
 */
export function declarationsToWithdraw<D extends DeclarationFacts>(existing: readonly D[], type: DeclarationType, exceptId?: D['id']): D[] {
  return existing
    .filter((d) => d.type === type && declarationActive(d) && d.id !== exceptId)
    .sort((a, b) => (declarationStartDay(b) ?? '').localeCompare(declarationStartDay(a) ?? ''));
}

// ------------------------------------------------------------------------------ the summary's choice fields

/** Part 2 §3: why the patient chooses again (their words are the apps' texts). 3 (turned 18) is for a GP only. */
export const choiceReasonCodes = [1, 2, 3, 4, 5] as const;
export type ChoiceReasonCode = (typeof choiceReasonCodes)[number];
/** The reason code whose other-reason text is kept (part 2 §5). */
export const OTHER_REASON_CODE = 4;
/** The reason allowed only on a GP declaration (part 2 §3). */
export const TURNED_18_REASON_CODE = 3;

/**
 * The re-choice ("kolejny wybór") order number by the rules in force on the declaration's day: 3 from
 * 2018-10-01, 4 before (part 2 §5, §9). Decided by the declaration's own day (its submission, else
 * registration, else today for a new one): the form that applies is the one in force when the
 * declaration is made, not when the previous choice was made.
 */
export const reChoiceOrderNumber = (declarationDay: string): number => (declarationDay < DECLARATION_NEW_RULES_FROM ? RECHOICE_ORDER_NUMBER_BEFORE_2018 : RECHOICE_ORDER_NUMBER);

/** The six choice fields of a declaration (part 2 §3), for the provider and for the practitioner. */
export interface DeclarationChoiceFields {
  healthcareProviderChoiceOrderNumber: number | null;
  healthcareProviderChoiceOrderReasonCode: number | null;
  healthcareProviderChoiceOtherReason: string | null;
  practitionerChoiceOrderNumber: number | null;
  practitionerChoiceOrderReasonCode: number | null;
  practitionerChoiceOtherReason: string | null;
}

/** A declaration's summary: its type, its day (YYYY-MM-DD, today for a new one) and its choice fields. */
export interface DeclarationChoiceInput extends DeclarationChoiceFields {
  type: DeclarationType;
  declarationDay: string;
}

const choices = [
  ['healthcareProviderChoiceOrderNumber', 'healthcareProviderChoiceOrderReasonCode', 'healthcareProviderChoiceOtherReason'],
  ['practitionerChoiceOrderNumber', 'practitionerChoiceOrderReasonCode', 'practitionerChoiceOtherReason'],
] as const;

/**
 * The choice fields as they are stored (part 2 §5), each of the two choices on its own: an order number
 * past the re-choice number is the re-choice number (a third or later choice is one "kolejny" on the
 * form); below 2 (a first choice, or none) the reason code and text are cleared; the other-reason text
 * is trimmed and kept only with reason code 4 (an empty one is null). Invalid values are left for
 * `declarationChoiceIssues` to report.
 */
export function normalizeDeclarationChoice<T extends DeclarationChoiceInput>(input: T): T {
  const out: T = { ...input };
  const max = reChoiceOrderNumber(input.declarationDay);
  for (const [orderKey, reasonKey, textKey] of choices) {
    const order = out[orderKey];
    if (order !== null && Number.isInteger(order) && order > max) out[orderKey] = max;
    if (order === null || order < 2) {
      out[reasonKey] = null;
      out[textKey] = null;
    }
    if (out[reasonKey] !== OTHER_REASON_CODE) out[textKey] = null;
    else out[textKey] = out[textKey]?.trim() || null;
  }
  return out;
}

export type DeclarationChoiceIssueCode = 'ORDER_NUMBER_INVALID' | 'REASON_INVALID' | 'REASON_18_GP_ONLY' | 'OTHER_REASON_TOO_LONG';
export interface DeclarationChoiceIssue {
  path: keyof DeclarationChoiceFields;
  code: DeclarationChoiceIssueCode;
}

/**
 * What is wrong with a summary's choice fields, read after `normalizeDeclarationChoice` (so a reason
 * given with a first choice, or a text with a reason other than 4, is dropped rather than refused): an
 * order number that is no whole number from 1 (null: not given, allowed); a reason code outside 1–5;
 * reason 3 "turned 18" on a nurse or midwife declaration (part 2 §3); an other-reason text past
 * DECLARATION_OTHER_REASON_MAX. A reason is never required: a re-choice without one is allowed.
 */
export function declarationChoiceIssues(input: DeclarationChoiceInput): DeclarationChoiceIssue[] {
  const v = normalizeDeclarationChoice(input);
  const issues: DeclarationChoiceIssue[] = [];
  for (const [orderKey, reasonKey, textKey] of choices) {
    const order = v[orderKey];
    if (order !== null && (!Number.isInteger(order) || order < 1)) issues.push({ path: orderKey, code: 'ORDER_NUMBER_INVALID' });
    const reason = v[reasonKey];
    if (reason !== null && !(choiceReasonCodes as readonly number[]).includes(reason)) issues.push({ path: reasonKey, code: 'REASON_INVALID' });
    if (reason === TURNED_18_REASON_CODE && input.type !== 'GP') issues.push({ path: reasonKey, code: 'REASON_18_GP_ONLY' });
    if ((v[textKey]?.length ?? 0) > DECLARATION_OTHER_REASON_MAX) issues.push({ path: textKey, code: 'OTHER_REASON_TOO_LONG' });
  }
  return issues;
}
