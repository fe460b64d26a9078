import type { Occupation, OrganisationDictionaries, PrimaryCareRole, ServiceType } from '@portal/contracts';
import { useSpecialityName } from '@portal/ui/speciality';
import { useTranslation } from 'react-i18next';
import { useOrganisationDictionaries } from '../api/get-dictionaries';

/** The fixed lists' words and the specialities' names in the interface's language. */
export function useLabels() {
  const { t } = useTranslation('organisation');
  const dictionaries = useOrganisationDictionaries();
  const specialityName = useSpecialityName();
  const specialities = new Map((dictionaries.data?.specialities ?? []).map((s) => [s.code, s.name]));
  return {
    dictionaries,
    occupation: (code: Occupation) => t(`occupations.${code}`),
    primaryCareRole: (code: PrimaryCareRole) => t(`primaryCareRoles.${code}`),
    serviceType: (code: ServiceType) => t(`serviceTypes.${code}`),
    speciality: (code: string) => specialityName(code, specialities.get(code)),
  };
}

/** Choices of a select from a dictionary's codes, with their words. */
export const choicesOf = <C extends string>(items: ReadonlyArray<{ code: C }> | undefined, label: (code: C) => string) =>
  (items ?? []).map((i) => ({ value: i.code, label: label(i.code) }));

export type Dictionaries = OrganisationDictionaries;
