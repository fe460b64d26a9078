import { consentConflictMessages, errorMessages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import pl from './i18n/pl/consents.json';

describe("the consents' Polish words", () => {
  it("say a partner consent's conflicts as the contracts do (spec part 2 §5, §8)", () => {
    expect(pl.conflicts).toEqual(consentConflictMessages);
  });

  it('say who may give a consent as the server does (CONSENT_PATIENT_ROLE)', () => {
    expect(pl.new.onlyOwn).toBe(errorMessages.CONSENT_PATIENT_ROLE);
  });
});
