import { describe, expect, it } from 'vitest';
import { checkAnswer, checkFulfilment, requiredInOptionalSections } from './questionnaire';

const today = '2026-12-05';
const date = (dateRule?: 'PAST' | 'FUTURE' | 'ANY') => ({ orderNumber: 1, format: 'DATE' as const, required: false, dateRule });

describe('date answers follow the question’s rule (issue 28 item 14)', () => {
  it('refuses a future date by default and under PAST, today included as allowed', () => {
    expect(checkAnswer(date(), '2026-12-06', today).issue).toBe('DATE_IN_FUTURE');
    expect(checkAnswer(date('PAST'), '2026-12-06', today).issue).toBe('DATE_IN_FUTURE');
    expect(checkAnswer(date('PAST'), today, today)).toEqual({ issue: null, answer: { orderNumber: 1, format: 'DATE', date: today } });
  });

  it('refuses a past date under FUTURE and takes any day under ANY', () => {
    expect(checkAnswer(date('FUTURE'), '2026-12-04', today).issue).toBe('DATE_IN_PAST');
    expect(checkAnswer(date('FUTURE'), '2027-01-10', today).issue).toBeNull();
    expect(checkAnswer(date('ANY'), '2099-01-01', today).issue).toBeNull();
    expect(checkAnswer(date('ANY'), '1950-01-01', today).issue).toBeNull();
  });

  it('still calls an impossible day no date, before any rule', () => {
    expect(checkAnswer(date('ANY'), '2026-02-30', today).issue).toBe('NOT_A_DATE');
    expect(checkFulfilment([date('PAST')], [{ orderNumber: 1, value: '2030-01-01' }], today).issues).toEqual([{ orderNumber: 1, issue: 'DATE_IN_FUTURE' }]);
  });
});

describe('a section whose fields may stay empty', () => {
  it('names the required questions it holds', () => {
    const sections = [
      { fieldsMayStayEmpty: false, questions: [{ required: true }] },
      { fieldsMayStayEmpty: true, questions: [{ required: false }, { required: true }] },
      { questions: [{ required: true }] },
    ];
    expect(requiredInOptionalSections(sections)).toEqual([{ section: 1, question: 1 }]);
  });
});
