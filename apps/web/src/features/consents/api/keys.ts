/**
 * The module's query keys under one prefix: a change of a consent or an authorisation drops them all
 * (spec part 2 §9: the consents' data is read afresh after each change).
 */
export const consentKeys = {
  all: ['consents'] as const,
  list: (patientId: number, filters: object) => [...consentKeys.all, 'list', patientId, filters] as const,
  one: (id: number) => [...consentKeys.all, 'one', id] as const,
  carers: (patientId: number) => [...consentKeys.all, 'carers', patientId] as const,
  settings: () => [...consentKeys.all, 'settings'] as const,
  partners: () => [...consentKeys.all, 'partners'] as const,
  personnel: (partnerId: number) => [...consentKeys.all, 'personnel', partnerId] as const,
};
