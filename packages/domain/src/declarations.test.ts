import { describe, expect, it } from 'vitest';
import {
  canDeclarationTransition,
  declarationChoiceIssues,
  declarationInForce,
  declarationStates,
  declarationsToWithdraw,
  declarationTypeOfRoute,
  declarationTypeOfServiceCode,
  holdsRequiredDeclaration,
  nextDeclarationState,
  normalizeDeclarationChoice,
  reChoiceOrderNumber,
  DECLARATION_OTHER_REASON_MAX,
  type DeclarationChoiceInput,
  type DeclarationFacts,
} from './declarations';

const today = '2026-03-10';
const gp: DeclarationFacts = { id: 1, type: 'GP', state: 'SUBMITTED', registrationDate: '2025-01-02', dateOfSubmission: '2025-01-03' };

describe('declaration types', () => {
  it('maps a service code L/P/O to GP/NURSE/MIDWIFE; none or unknown asks nothing', () => {
    expect(declarationTypeOfServiceCode('L')).toBe('GP');
    expect(declarationTypeOfServiceCode('P')).toBe('NURSE');
    expect(declarationTypeOfServiceCode('O')).toBe('MIDWIFE');
    expect(declarationTypeOfServiceCode('l')).toBe('GP');
    expect(declarationTypeOfServiceCode('X')).toBeNull();
    expect(declarationTypeOfServiceCode(null)).toBeNull();
    expect(declarationTypeOfServiceCode('')).toBeNull();
  });
  it('maps the wizard route segments', () => {
    expect(declarationTypeOfRoute('general-practitioner')).toBe('GP');
    expect(declarationTypeOfRoute('nurse')).toBe('NURSE');
    expect(declarationTypeOfRoute('midwife')).toBe('MIDWIFE');
    expect(declarationTypeOfRoute('GP')).toBeNull();
  });
});

describe('declaration states', () => {
  it('are the three of part 2 §4', () => {
    expect(declarationStates).toEqual(['REGISTERED', 'SUBMITTED', 'CANCELED']);
  });
  it('REGISTERED is signed into SUBMITTED, edited, withdrawn or rejected', () => {
    expect(canDeclarationTransition('REGISTERED', 'SUBMITTED')).toBe(true);
    expect(canDeclarationTransition('REGISTERED', 'REGISTERED')).toBe(true);
    expect(canDeclarationTransition('REGISTERED', 'CANCELED')).toBe(true);
    expect(nextDeclarationState('REGISTERED', 'SIGN')).toBe('SUBMITTED');
    expect(nextDeclarationState('REGISTERED', 'REJECT')).toBe('CANCELED');
  });
  it('SUBMITTED goes back to REGISTERED on an edit, or is cancelled; it is not signed again', () => {
    expect(canDeclarationTransition('SUBMITTED', 'REGISTERED')).toBe(true);
    expect(canDeclarationTransition('SUBMITTED', 'CANCELED')).toBe(true);
    expect(canDeclarationTransition('SUBMITTED', 'SUBMITTED')).toBe(false);
    expect(nextDeclarationState('SUBMITTED', 'SIGN')).toBeNull();
    expect(nextDeclarationState('SUBMITTED', 'EDIT')).toBe('REGISTERED');
    expect(nextDeclarationState('SUBMITTED', 'WITHDRAW')).toBe('CANCELED');
  });
  it('CANCELED is final', () => {
    for (const to of declarationStates) expect(canDeclarationTransition('CANCELED', to)).toBe(false);
    expect(nextDeclarationState('CANCELED', 'EDIT')).toBeNull();
    expect(nextDeclarationState('CANCELED', 'SIGN')).toBeNull();
  });
});

describe('declaration in force', () => {
  it('SUBMITTED and REGISTERED count, CANCELED does not', () => {
    expect(declarationInForce(gp, today)).toBe(true);
    expect(declarationInForce({ ...gp, state: 'REGISTERED' }, today)).toBe(true);
    expect(declarationInForce({ ...gp, state: 'CANCELED' }, today)).toBe(false);
  });
  it('starts on its submission day, else its registration day; without dates it counts', () => {
    expect(declarationInForce({ ...gp, dateOfSubmission: today }, today)).toBe(true);
    expect(declarationInForce({ ...gp, dateOfSubmission: '2026-03-11' }, today)).toBe(false);
    expect(declarationInForce({ ...gp, dateOfSubmission: null, registrationDate: '2026-03-11T08:00:00Z' }, today)).toBe(false);
    expect(declarationInForce({ ...gp, dateOfSubmission: null, registrationDate: '2026-03-10T08:00:00Z' }, today)).toBe(true);
    expect(declarationInForce({ id: 2, type: 'GP', state: 'SUBMITTED' }, today)).toBe(true);
  });
  it('a service asks a declaration of its type; cancelled ones are ignored', () => {
    expect(holdsRequiredDeclaration('L', [gp], today)).toBe(true);
    expect(holdsRequiredDeclaration('GP', [gp], today)).toBe(true);
    expect(holdsRequiredDeclaration('P', [gp], today)).toBe(false);
    expect(holdsRequiredDeclaration('O', [{ ...gp, type: 'MIDWIFE' }], today)).toBe(true);
    expect(holdsRequiredDeclaration('L', [{ ...gp, state: 'CANCELED' }], today)).toBe(false);
    expect(holdsRequiredDeclaration('L', [{ ...gp, state: 'CANCELED' }, { ...gp, id: 3, state: 'REGISTERED' }], today)).toBe(true);
    expect(holdsRequiredDeclaration('L', [], today)).toBe(false);
  });
  it('a service without a code asks nothing', () => {
    expect(holdsRequiredDeclaration(null, [], today)).toBe(true);
    expect(holdsRequiredDeclaration(undefined, [], today)).toBe(true);
    expect(holdsRequiredDeclaration('X', [], today)).toBe(true);
  });
});

describe('one active declaration per type', () => {
  const nurse: DeclarationFacts = { id: 4, type: 'NURSE', state: 'SUBMITTED', registrationDate: '2024-05-01' };
  it('names the active one of the new type', () => {
    expect(declarationsToWithdraw([gp, nurse], 'GP').map((d) => d.id)).toEqual([1]);
    expect(declarationsToWithdraw([gp, nurse], 'NURSE').map((d) => d.id)).toEqual([4]);
    expect(declarationsToWithdraw([gp, nurse], 'MIDWIFE')).toEqual([]);
  });
  it('skips cancelled ones and the new one itself; counts REGISTERED and future ones', () => {
    expect(declarationsToWithdraw([{ ...gp, state: 'CANCELED' }], 'GP')).toEqual([]);
    expect(declarationsToWithdraw([gp], 'GP', 1)).toEqual([]);
    expect(declarationsToWithdraw([{ ...gp, state: 'REGISTERED', dateOfSubmission: null, registrationDate: '2026-04-01' }], 'GP')).toHaveLength(1);
  });
  it('more than one (broken data): all of them, newest first', () => {
    const older = { ...gp, id: 7, dateOfSubmission: '2020-01-01' };
    expect(declarationsToWithdraw([older, gp], 'GP').map((d) => d.id)).toEqual([1, 7]);
  });
});

const choice = (over: Partial<DeclarationChoiceInput> = {}): DeclarationChoiceInput => ({
  type: 'GP',
  declarationDay: today,
  healthcareProviderChoiceOrderNumber: 1,
  healthcareProviderChoiceOrderReasonCode: null,
  healthcareProviderChoiceOtherReason: null,
  practitionerChoiceOrderNumber: 1,
  practitionerChoiceOrderReasonCode: null,
  practitionerChoiceOtherReason: null,
  ...over,
});

describe('re-choice order number', () => {
  it('is 3 from 2018-10-01 and 4 before', () => {
    expect(reChoiceOrderNumber('2018-09-30')).toBe(4);
    expect(reChoiceOrderNumber('2018-10-01')).toBe(3);
    expect(reChoiceOrderNumber(today)).toBe(3);
  });
  it('a later choice is the re-choice number of the declaration day', () => {
    const n = normalizeDeclarationChoice(choice({ practitionerChoiceOrderNumber: 5, healthcareProviderChoiceOrderNumber: 3, declarationDay: '2018-10-01' }));
    expect(n.practitionerChoiceOrderNumber).toBe(3);
    expect(n.healthcareProviderChoiceOrderNumber).toBe(3);
    const before = normalizeDeclarationChoice(choice({ practitionerChoiceOrderNumber: 5, healthcareProviderChoiceOrderNumber: 3, declarationDay: '2018-09-30' }));
    expect(before.practitionerChoiceOrderNumber).toBe(4);
    expect(before.healthcareProviderChoiceOrderNumber).toBe(3);
    expect(declarationChoiceIssues(choice({ practitionerChoiceOrderNumber: 4, declarationDay: '2018-09-30' }))).toEqual([]);
  });
});

describe('normalizeDeclarationChoice', () => {
  it('clears the reason below order number 2, each choice on its own', () => {
    const n = normalizeDeclarationChoice(
      choice({ healthcareProviderChoiceOrderNumber: 1, healthcareProviderChoiceOrderReasonCode: 4, healthcareProviderChoiceOtherReason: 'x', practitionerChoiceOrderNumber: 2, practitionerChoiceOrderReasonCode: 1 }),
    );
    expect(n.healthcareProviderChoiceOrderReasonCode).toBeNull();
    expect(n.healthcareProviderChoiceOtherReason).toBeNull();
    expect(n.practitionerChoiceOrderReasonCode).toBe(1);
    const none = normalizeDeclarationChoice(choice({ practitionerChoiceOrderNumber: null, practitionerChoiceOrderReasonCode: 2 }));
    expect(none.practitionerChoiceOrderReasonCode).toBeNull();
  });
  it('keeps the other-reason text only with reason 4, trimmed; an empty one is null', () => {
    const four = normalizeDeclarationChoice(choice({ practitionerChoiceOrderNumber: 2, practitionerChoiceOrderReasonCode: 4, practitionerChoiceOtherReason: '  przeprowadzka lekarza ' }));
    expect(four.practitionerChoiceOtherReason).toBe('przeprowadzka lekarza');
    const five = normalizeDeclarationChoice(choice({ practitionerChoiceOrderNumber: 2, practitionerChoiceOrderReasonCode: 5, practitionerChoiceOtherReason: 'inne' }));
    expect(five.practitionerChoiceOtherReason).toBeNull();
    expect(five.practitionerChoiceOrderReasonCode).toBe(5);
    const blank = normalizeDeclarationChoice(choice({ practitionerChoiceOrderNumber: 3, practitionerChoiceOrderReasonCode: 4, practitionerChoiceOtherReason: '   ' }));
    expect(blank.practitionerChoiceOtherReason).toBeNull();
  });
  it('keeps the other fields and does not change its input', () => {
    const input = { ...choice({ practitionerChoiceOrderNumber: 1, practitionerChoiceOrderReasonCode: 3 }), id: 9 };
    const n = normalizeDeclarationChoice(input);
    expect(n.id).toBe(9);
    expect(input.practitionerChoiceOrderReasonCode).toBe(3);
  });
});

describe('declarationChoiceIssues', () => {
  it('a first choice with nothing else is valid', () => {
    expect(declarationChoiceIssues(choice())).toEqual([]);
  });
  it('reason 3 (turned 18) is for a GP only', () => {
    const withReason3 = { practitionerChoiceOrderNumber: 2, practitionerChoiceOrderReasonCode: 3 };
    expect(declarationChoiceIssues(choice(withReason3))).toEqual([]);
    expect(declarationChoiceIssues(choice({ ...withReason3, type: 'NURSE' }))).toEqual([{ path: 'practitionerChoiceOrderReasonCode', code: 'REASON_18_GP_ONLY' }]);
    expect(declarationChoiceIssues(choice({ healthcareProviderChoiceOrderNumber: 3, healthcareProviderChoiceOrderReasonCode: 3, type: 'MIDWIFE' }))).toEqual([
      { path: 'healthcareProviderChoiceOrderReasonCode', code: 'REASON_18_GP_ONLY' },
    ]);
  });
  it('reason 3 on a nurse first choice is cleared, not refused', () => {
    expect(declarationChoiceIssues(choice({ type: 'NURSE', practitionerChoiceOrderReasonCode: 3 }))).toEqual([]);
  });
  it('refuses an order number that is no whole number from 1, and a reason outside 1–5', () => {
    expect(declarationChoiceIssues(choice({ practitionerChoiceOrderNumber: 0 }))).toEqual([{ path: 'practitionerChoiceOrderNumber', code: 'ORDER_NUMBER_INVALID' }]);
    expect(declarationChoiceIssues(choice({ practitionerChoiceOrderNumber: 2.5 }))).toEqual([{ path: 'practitionerChoiceOrderNumber', code: 'ORDER_NUMBER_INVALID' }]);
    expect(declarationChoiceIssues(choice({ healthcareProviderChoiceOrderNumber: 2, healthcareProviderChoiceOrderReasonCode: 6 }))).toEqual([
      { path: 'healthcareProviderChoiceOrderReasonCode', code: 'REASON_INVALID' },
    ]);
    expect(declarationChoiceIssues(choice({ healthcareProviderChoiceOrderNumber: 2, healthcareProviderChoiceOrderReasonCode: 0 }))).toEqual([
      { path: 'healthcareProviderChoiceOrderReasonCode', code: 'REASON_INVALID' },
    ]);
  });
  it('a re-choice without a reason is allowed', () => {
    expect(declarationChoiceIssues(choice({ practitionerChoiceOrderNumber: 3 }))).toEqual([]);
  });
  it('refuses an other-reason text past the limit, only when it is kept', () => {
    const long = 'x'.repeat(DECLARATION_OTHER_REASON_MAX + 1);
    expect(declarationChoiceIssues(choice({ practitionerChoiceOrderNumber: 2, practitionerChoiceOrderReasonCode: 4, practitionerChoiceOtherReason: long }))).toEqual([
      { path: 'practitionerChoiceOtherReason', code: 'OTHER_REASON_TOO_LONG' },
    ]);
    expect(declarationChoiceIssues(choice({ practitionerChoiceOrderNumber: 2, practitionerChoiceOrderReasonCode: 4, practitionerChoiceOtherReason: long.slice(1) }))).toEqual([]);
    expect(declarationChoiceIssues(choice({ practitionerChoiceOrderNumber: 2, practitionerChoiceOrderReasonCode: 5, practitionerChoiceOtherReason: long }))).toEqual([]);
  });
});
