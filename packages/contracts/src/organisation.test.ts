import { describe, expect, it } from 'vitest';
import { practitionerDisplayName, practitionerInputSchema, serviceInputSchema, unitInputSchema } from './index';

const unit = { name: 'Przychodnia', code: 'POZ-1', city: 'Kraków', street: 'ul. Pawia', houseNumber: '9', postalCode: '31-154', phone: '12 444 30 20' };
const practitioner = { name: 'Tomasz', lastName: 'Lewandowski', degree: 'lek.', occupation: 'DOCTOR', practiceNumber: '5425740', primaryCareRoles: ['GP'], unitIds: [1] };
const service = { code: 'KOM-1', name: 'Konsultacja', type: 'VISIT', commercial: true, price: '250', durationMinutes: 30, unitIds: [1] };

describe('organisation forms', () => {
  it('a unit: the phone kept as E.164, an empty e-mail and flat as null, active by default', () => {
    expect(unitInputSchema.parse({ ...unit, email: '', apartmentNumber: ' ' })).toEqual({ ...unit, phone: '+48124443020', email: null, apartmentNumber: null, active: true });
  });

  it('a practitioner: the number without spaces, repeated units and roles once, no degree as null', () => {
    const parsed = practitionerInputSchema.parse({ ...practitioner, practiceNumber: '542 5740', unitIds: [1, 1, 2], primaryCareRoles: ['GP', 'GP'], degree: undefined });
    expect(parsed).toMatchObject({ practiceNumber: '5425740', unitIds: [1, 2], primaryCareRoles: ['GP'], degree: null, specialities: [], active: true });
    const nurse = practitionerInputSchema.safeParse({ ...practitioner, occupation: 'NURSE', practiceNumber: '123456p' });
    expect(nurse.success).toBe(false);
    expect(nurse.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['primaryCareRoles.0', 'Rolę lekarza POZ może mieć tylko lekarz']]);
  });

  it('a service: the price as "250.00", a comma taken as the decimal point', () => {
    expect(serviceInputSchema.parse(service).price).toBe('250.00');
    expect(serviceInputSchema.parse({ ...service, price: '99,9' }).price).toBe('99.90');
    expect(serviceInputSchema.parse({ ...service, commercial: false, price: '' }).price).toBeNull();
    expect(serviceInputSchema.safeParse({ ...service, commercial: false }).success).toBe(false);
  });

  it('names a practitioner with the degree in front', () => {
    expect(practitionerDisplayName({ degree: 'dr n. med.', name: 'Piotr', lastName: 'Kaczmarek' })).toBe('dr n. med. Piotr Kaczmarek');
    expect(practitionerDisplayName({ degree: null, name: 'Ewa', lastName: 'Nowak' })).toBe('Ewa Nowak');
  });
});
