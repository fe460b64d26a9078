import { describe, expect, it } from 'vitest';
import { attachmentIssues, birthDateIssue, countryCodes, fileLimitIssue, foreignCountryCodes, formatFileSize, isCountryCode, registrationIssues, type RegistrationFacts, type RegistrationRuleSettings } from './index';

const settings: RegistrationRuleSettings = {
  usernamePromptMode: 'LOGIN',
  emailIsRequired: false,
  phoneIsRequired: false,
  phoneConfirmationEnabled: true,
  supportedCountries: ['PL', 'DE', 'UA'],
  userMinAge: 16,
  registerConsents: null,
  systemInstallationSettings: { region: 'PL' },
};

const facts = (change: (f: RegistrationFacts) => void = () => {}): RegistrationFacts => {
  const f: RegistrationFacts = {
    account: { contactData: { email: 'jan@example.pl', phoneNumber: null, preferredCommunicationChannel: 'EMAIL' } },
    patient: {
      birthDate: '1985-03-15',
      gender: 'FEMALE',
      identity: { nationalIdentificationNumber: '85031502464', documentNumber: null, countryCode: null },
      foreigner: false,
    },
    patientRole: null,
    registerConsentsAccepted: false,
  };
  change(f);
  return f;
};

const today = '2026-11-22';

describe('registration rules', () => {
  it('find nothing wrong with a complete registration', () => {
    expect(registrationIssues(facts(), settings, today)).toEqual([]);
  });

  it('answer codes at body-relative paths, never messages', () => {
    const issues = registrationIssues(
      facts((f) => {
        f.account.contactData.email = null;
        f.patient.gender = 'MALE';
      }),
      { ...settings, usernamePromptMode: 'E_MAIL', registerConsents: 'Regulamin' },
      today,
    );
    expect(issues).toEqual([
      { path: ['account', 'contactData', 'email'], code: 'EMAIL_REQUIRED' },
      { path: ['registerConsentsAccepted'], code: 'TERMS_NOT_ACCEPTED' },
      { path: ['patient', 'gender'], code: 'GENDER_PESEL_MISMATCH' },
    ]);
  });

  it("take a foreigner's document of any ISO 3166-1 country but Poland, whether the settings list it or not", () => {
    const foreigner = (countryCode: string | null) =>
      registrationIssues(
        facts((f) => {
          f.patient.foreigner = true;
          f.patient.identity = { nationalIdentificationNumber: null, documentNumber: 'AB123456', countryCode };
        }),
        settings,
        today,
      );
    // Not among the settings' supportedCountries (PL, DE, UA), yet a country.
    expect(foreigner('VN')).toEqual([]);
    expect(foreigner('FR')).toEqual([]);
    expect(foreigner('DE')).toEqual([]);
    for (const code of ['PL', 'ZZ', 'XX', null]) expect(foreigner(code)).toEqual([{ path: ['patient', 'identity', 'countryCode'], code: 'DOCUMENT_COUNTRY_INVALID' }]);
  });

  it("hand over the values a birth-date message shows, as the interface prints them", () => {
    expect(birthDateIssue('CHILD', '2000-01-01', today, 0)).toEqual({ code: 'CHILD_TOO_OLD', params: { min: '22-11-2008' } });
    expect(birthDateIssue('PATIENT', '2020-01-01', today, 16)).toEqual({ code: 'PATIENT_TOO_YOUNG', params: { minAge: 16, max: '22-11-2010' } });
    expect(birthDateIssue('WARD', '2026-11-23', today, 16)).toEqual({ code: 'BIRTH_DATE_IN_FUTURE' });
    expect(birthDateIssue('WARD', '2026-11-22', today, 16)).toBeNull();
  });

  it('check each file and the list against the file settings', () => {
    const limits = { maxFiles: 1, maxFileSize: 5 * 1_048_576, fileTypes: ['.PDF', 'jpg'] };
    expect(fileLimitIssue({ filename: 'skan.exe', size: 10 }, limits)).toEqual({ code: 'ATTACHMENT_TYPE', params: { filename: 'skan.exe', types: 'pdf, jpg' } });
    expect(fileLimitIssue({ filename: 'a.pdf', size: 0 }, limits)).toEqual({ code: 'ATTACHMENT_EMPTY', params: { filename: 'a.pdf' } });
    expect(fileLimitIssue({ filename: 'a.pdf', size: 6 * 1_048_576 }, limits)).toMatchObject({ code: 'ATTACHMENT_TOO_LARGE', params: { maxSize: '5 MB' } });
    const both = { attachmentsVisible: true, attachmentsRequired: true, fileUploadParams: limits };
    expect(attachmentIssues([], both)).toEqual([{ path: ['patient', 'attachments'], code: 'ATTACHMENT_REQUIRED' }]);
    expect(attachmentIssues([{ filename: 'a.pdf', size: 1 }, { filename: 'b.jpg', size: 0 }], both)).toEqual([
      { path: ['patient', 'attachments'], code: 'ATTACHMENTS_TOO_MANY', params: { maxFiles: 1 } },
      { path: ['patient', 'attachments', 1], code: 'ATTACHMENT_EMPTY', params: { filename: 'b.jpg' } },
    ]);
    expect(formatFileSize(1_572_864)).toBe('1,5 MB');
    expect(formatFileSize(1000)).toBe('1 kB');
  });
});

describe('countries', () => {
  it('are every ISO 3166-1 alpha-2 code, A to Z, Poland not among the foreign ones', () => {
    // 249 officially assigned codes, and XK (Kosovo), which the EU's and ICAO's documents use.
    expect(countryCodes).toHaveLength(250);
    expect([...countryCodes].sort()).toEqual(countryCodes);
    for (const code of ['AD', 'AQ', 'BV', 'CZ', 'DE', 'GB', 'KP', 'PS', 'TW', 'UA', 'VA', 'ZW', 'XK']) expect(countryCodes).toContain(code);
    expect(foreignCountryCodes).toHaveLength(249);
    expect(foreignCountryCodes).not.toContain('PL');
  });

  it('tell a code of the list in any case, and nothing else', () => {
    expect(isCountryCode('ua')).toBe(true);
    expect(isCountryCode('UA')).toBe(true);
    for (const code of ['ZZ', 'UKR', '804', '', null, undefined]) expect(isCountryCode(code)).toBe(false);
  });
});
