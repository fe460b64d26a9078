import { describe, expect, it } from 'vitest';
import { switchOf } from '../../plugins/module-flags';
import { modules } from '../index';
import { demoSettingsFor } from './settings.seed';

describe("the demo's settings", () => {
  it("turn on the switch of every module of the list, from its descriptor's flag", () => {
    const groups = demoSettingsFor(modules);
    const flagged = modules.filter((m) => m.flag);
    expect(flagged.map((m) => m.name)).toEqual(expect.arrayContaining(['allergies', 'bookings', 'self-assessment']));
    for (const m of flagged) {
      const { group, key } = switchOf(m.flag!);
      expect((groups[group] as Record<string, unknown>)[key], `${m.name}: ${group}.${key}`).toBe(true);
    }
  });

  it('leave off the switch of a module the server does not have (payments, deposits, …)', () => {
    const groups = demoSettingsFor(modules.filter((m) => m.name !== 'allergies' && m.name !== 'declarations'));
    expect(groups.application.allergyModule).toBe(false);
    expect(groups.application.declarationsModule).toBe(false);
    expect(groups.application.paymentsModule).toBe(false);
    expect(groups.questionnaire.selfAssessmentGps).toBe(true);
  });
});
