import { genderSchema } from './patients';
import { z } from './zod-pl';

/*
 * The mobile application (AMPA, spec part 1 §2 "mobile-app registration with PIN", §4, §7, §8):
 * the portal issues a PIN for a patient the account acts for, the application pairs a device with it
 * and reads that patient's data with the device token it gets.
 */

/** How long a PIN of GET …/ampa/{patientId}/confirm can be used (once). */
export const AMPA_PIN_VALID_MINUTES = 15;
/** Wrong PINs a registration takes before its PIN is void. */
export const AMPA_PIN_MAX_ATTEMPTS = 5;

/** POST /mobile/pair: the login of the portal account that issued the PIN, the PIN and a name of the device. */
export const mobilePairRequestSchema = z
  .object({
    login: z.string().trim().min(1, 'Podaj login konta w Portalu Pacjenta').max(254),
    pin: z.string().trim().regex(/^\d{6}$/, 'Kod PIN składa się z 6 cyfr'),
    deviceName: z.string().trim().min(1, 'Podaj nazwę urządzenia').max(100),
  })
  .meta({ id: 'MobilePairRequest' });
export type MobilePairRequest = z.infer<typeof mobilePairRequestSchema>;

export const mobilePairResultSchema = z
  .object({
    deviceToken: z.string().describe('Token urządzenia: nagłówek Authorization: Bearer <token> w wywołaniach /mobile/…'),
    patientId: z.number().int(),
    name: z.string(),
    lastName: z.string(),
  })
  .meta({ id: 'MobilePairResult' });
export type MobilePairResult = z.infer<typeof mobilePairResultSchema>;

/** GET /mobile/patient: what the application shows of the paired patient. */
export const mobilePatientSchema = z
  .object({
    patientId: z.number().int(),
    name: z.string(),
    lastName: z.string(),
    birthDate: z.string().nullable(),
    gender: genderSchema,
    deviceName: z.string().nullable(),
  })
  .meta({ id: 'MobilePatient' });
export type MobilePatient = z.infer<typeof mobilePatientSchema>;
