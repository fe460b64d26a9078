import { describe, expect, it } from 'vitest';
import { triageLevels } from '@portal/domain';
import {
  answeredItems,
  answersIssue,
  triageDisclaimer,
  triageLanguages,
  triageLevelNames,
  triageLevelOf,
  triageQuestions,
  triageRecommendations,
  type TriageAnswers,
} from './decision-tree';

/** A person with no symptoms, no contact, under 65, no risk factor; each case changes what it names. */
const well: TriageAnswers = { emergency: ['none'], fever: ['no'], symptoms: ['none'], contact: ['no'], age: ['under65'], risk: ['none'] };
const answers = (over: TriageAnswers): TriageAnswers => ({ ...well, ...over });

describe('triage decision tree: each level', () => {
  it('no_risk: no symptoms, no contact', () => {
    expect(triageLevelOf(well)).toBe('no_risk');
  });

  it('isolation_ambulance: every emergency sign on its own, even with nothing else answered', () => {
    for (const sign of ['breath_rest', 'chest_pain', 'confusion', 'blue_lips', 'drowsy']) {
      expect(triageLevelOf({ emergency: [sign] }), sign).toBe('isolation_ambulance');
      expect(answersIssue({ emergency: [sign] }), sign).toBeNull();
    }
  });

  it('isolation_call: fever, shortness of breath on effort or loss of smell or taste, whoever has them', () => {
    expect(triageLevelOf(answers({ fever: ['yes'] }))).toBe('isolation_call');
    expect(triageLevelOf(answers({ symptoms: ['breath_effort'] }))).toBe('isolation_call');
    expect(triageLevelOf(answers({ symptoms: ['smell_taste'] }))).toBe('isolation_call');
  });

  it('isolation_call: a milder symptom with a contact, age 65 or more, or a risk factor', () => {
    expect(triageLevelOf(answers({ symptoms: ['cough'], contact: ['yes'] }))).toBe('isolation_call');
    expect(triageLevelOf(answers({ symptoms: ['sore_throat'], age: ['65plus'] }))).toBe('isolation_call');
    for (const factor of ['heart', 'lung', 'kidney', 'diabetes', 'immunosuppression', 'cancer', 'pregnancy', 'obesity']) {
      expect(triageLevelOf(answers({ symptoms: ['aches'], risk: [factor] })), factor).toBe('isolation_call');
    }
  });

  it('self_monitoring: a milder symptom alone', () => {
    expect(triageLevelOf(answers({ symptoms: ['cough'] }))).toBe('self_monitoring');
    expect(triageLevelOf(answers({ symptoms: ['sore_throat', 'aches'] }))).toBe('self_monitoring');
  });

  it('quarantine: a contact in the last 10 days without symptoms', () => {
    expect(triageLevelOf(answers({ contact: ['yes'] }))).toBe('quarantine');
    expect(triageLevelOf(answers({ contact: ['yes'], age: ['65plus'], risk: ['diabetes'] }))).toBe('quarantine');
  });
});

describe('triage decision tree: precedence', () => {
  it('an emergency sign wins over everything else', () => {
    const all: TriageAnswers = { emergency: ['chest_pain'], fever: ['yes'], symptoms: ['cough'], contact: ['yes'], age: ['65plus'], risk: ['heart'] };
    expect(triageLevelOf(all)).toBe('isolation_ambulance');
  });

  it('a suggestive symptom wins over a contact (isolation, not quarantine)', () => {
    expect(triageLevelOf(answers({ fever: ['yes'], contact: ['yes'] }))).toBe('isolation_call');
  });

  it('a milder symptom with a contact is isolation_call, not quarantine nor self_monitoring', () => {
    expect(triageLevelOf(answers({ symptoms: ['sore_throat'], contact: ['yes'] }))).toBe('isolation_call');
  });

  it('age and risk factors alone do not raise the level', () => {
    expect(triageLevelOf(answers({ age: ['65plus'], risk: ['heart', 'lung'] }))).toBe('no_risk');
  });

  it('every level is reachable and has a name and advice in every language', () => {
    for (const level of triageLevels) {
      for (const lang of triageLanguages) {
        expect(triageLevelNames[level][lang].length, `${level} ${lang}`).toBeGreaterThan(3);
        expect(triageRecommendations[level][lang].length, `${level} ${lang}`).toBeGreaterThan(100);
      }
    }
    expect(triageRecommendations.isolation_ambulance.pl).toContain('112');
    expect(triageRecommendations.isolation_call.pl).toContain('112');
    expect(triageDisclaimer.pl).toContain('nie jest diagnozą');
  });
});

describe('triage answers: what the tree judges', () => {
  it('takes complete answers', () => {
    expect(answersIssue(well)).toBeNull();
  });

  it('refuses a missing, empty, unknown, repeated or mixed answer, two answers to a single question and unknown questions', () => {
    const { risk: _risk, ...withoutRisk } = well;
    expect(answersIssue(withoutRisk)).toMatch(/no answer to risk/);
    expect(answersIssue(answers({ fever: [] }))).toMatch(/no answer to fever/);
    expect(answersIssue(answers({ fever: ['maybe'] }))).toMatch(/unknown answer/);
    expect(answersIssue(answers({ symptoms: ['cough', 'cough'] }))).toMatch(/repeated/);
    expect(answersIssue(answers({ symptoms: ['cough', 'none'] }))).toMatch(/none/);
    expect(answersIssue(answers({ fever: ['yes', 'no'] }))).toMatch(/one answer/);
    expect(answersIssue({ ...well, level: ['no_risk'] })).toMatch(/unknown question/);
    expect(answersIssue({ ...well, fever: 'yes' })).toMatch(/no answer to fever/);
    expect(answersIssue({ emergency: ['none'] })).toMatch(/no answer to fever/);
  });

  it('records the questions and answers in the interview language', () => {
    const items = answeredItems(answers({ symptoms: ['cough', 'sore_throat'] }), 'pl');
    expect(items).toHaveLength(triageQuestions.length);
    expect(items.find((i) => i.id === 'symptoms')).toEqual({ id: 'symptoms', question: 'Czy masz któryś z tych objawów?', answer: 'Kaszel; Ból gardła' });
    expect(answeredItems({ emergency: ['blue_lips'] }, 'en')).toEqual([
      { id: 'emergency', question: 'Do you have any of these symptoms right now?', answer: 'Bluish lips or face' },
    ]);
  });

  it('has every question and option in every language', () => {
    for (const q of triageQuestions) {
      for (const lang of triageLanguages) {
        expect(q.text[lang], `${q.id} ${lang}`).toBeTruthy();
        for (const o of q.options) expect(o.text[lang], `${q.id}.${o.value} ${lang}`).toBeTruthy();
      }
    }
  });
});
