import {
  errorMessages,
  optionalPersonNameSchema,
  personNameSchema,
  registrationAccountSchema,
  registrationPatientSchema,
  z,
  type RegistrationSettings,
} from '@portal/contracts';
import { attachmentIssues, registrationIssues, type RegistrationRole } from '@portal/domain';
import type { TFunction } from 'i18next';
import type { UseFormReturn } from 'react-hook-form';
import { emptyPatientFields, issueText } from '../../../shared/forms/patient-fields';

/**
 * The form: the registration request's own schemas (names, phone, PESEL format...), the files as
 * chosen, and the settings' rules of packages/domain.
 */
export function registrationFormSchema(role: RegistrationRole, settings: RegistrationSettings, today: string, t: TFunction<'registration'>) {
  // For me, the account carries the patient's names (copied on sending); for a ward or a child, the guardian's own.
  const account = registrationAccountSchema.extend({ name: z.string(), lastName: z.string(), middleName: z.string().nullish() });
  const guardianNames = { name: personNameSchema('Podaj imię'), lastName: personNameSchema('Podaj nazwisko'), middleName: optionalPersonNameSchema };
  return z
    .object({
      account,
      patient: registrationPatientSchema.extend({ attachments: z.array(z.instanceof(File)) }),
      passwordRepeat: z.string(),
      phoneNumberRepeat: z.string(),
      registerConsentsAccepted: z.boolean(),
      captchaAnswer: z.string().trim().min(1, errorMessages.CAPTCHA_REQUIRED),
    })
    .superRefine(
      (v, ctx) => {
        const add = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message });
        if (role !== 'PATIENT') {
          for (const key of ['name', 'lastName', 'middleName'] as const) {
            const checked = guardianNames[key].safeParse(v.account[key]);
            if (!checked.success) add(['account', key], checked.error.issues[0].message);
          }
        }
        if (!v.passwordRepeat) add(['passwordRepeat'], t('fields.passwordRepeatRequired'));
        else if (v.passwordRepeat !== v.account.credentials.password) add(['passwordRepeat'], t('fields.passwordMismatch'));
        const facts = { ...v, patientRole: role === 'PATIENT' ? null : role };
        for (const issue of registrationIssues(facts, settings, today)) add(issue.path, issueText(issue));
        const files = v.patient.attachments.map((f) => ({ filename: f.name, size: f.size }));
        // Files are checked one by one as they are chosen; here what concerns the whole list.
        for (const issue of attachmentIssues(files, settings)) add(['patient', 'attachments'], issueText(issue));
        // Also when some fields failed already: every problem of the form shows at once.
      },
      { when: () => true },
    );
}

type Schema = ReturnType<typeof registrationFormSchema>;
export type RegistrationFormValues = z.input<Schema>;
export type RegistrationFormOutput = z.output<Schema>;
export type RegistrationFormApi = UseFormReturn<RegistrationFormValues, unknown, RegistrationFormOutput>;

/** An empty form; empty choices (no gender, no birth date yet) are states the schema refuses on sending. */
export const emptyRegistrationForm = (region: string, initialPhone: string | null | undefined, initialChannel: 'EMAIL' | 'SMS' = 'EMAIL') =>
  ({
    account: {
      contactData: { email: '', phoneNumber: initialPhone ?? '', preferredCommunicationChannel: initialChannel },
      credentials: { username: '', password: '' },
      name: '',
      lastName: '',
      middleName: '',
      settings: { marketingMessagesConsent: false },
    },
    patient: emptyPatientFields(region),
    passwordRepeat: '',
    phoneNumberRepeat: '',
    registerConsentsAccepted: false,
    captchaAnswer: '',
  }) as unknown as RegistrationFormValues;

/** What every section of the form is given. */
export interface SectionProps {
  form: RegistrationFormApi;
  role: RegistrationRole;
  settings: RegistrationSettings;
}
