import { DataList } from '@mantine/core';
import { NFZ_BRANCH_CODES, type DeclarationPatientData } from '@portal/contracts';
import { useIsPhone } from '@portal/ui/page';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** "ul. Długa 12/4, 31-147 Kraków": an address's parts on one line, those given. */
export function addressLine(a: { street: string | null; houseNumber: string | null; apartmentNumber: string | null; postalCode: string | null; city: string | null }): string {
  const house = [a.houseNumber, a.apartmentNumber].filter(Boolean).join('/');
  const street = [a.street, house].filter(Boolean).join(' ');
  const town = [a.postalCode, a.city].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ');
}

/** An NFZ branch by its code: "06 — Małopolski Oddział Wojewódzki NFZ" (the code alone for one not known). */
export function nfzBranch(t: TFunction<'declarations'>, code: string | null): string | null {
  if (!code) return null;
  return isBranch(code) ? t('nfzOption', { code, name: t(`nfz.${code}`) }) : code;
}

export const isBranch = (code: string): code is (typeof NFZ_BRANCH_CODES)[number] => (NFZ_BRANCH_CODES as readonly string[]).includes(code);

/** The patient's data the declaration's form carries: names, PESEL, home address, NFZ branch. */
export function PatientDataList({ data }: { data: DeclarationPatientData }) {
  const { t } = useTranslation('declarations');
  const isPhone = useIsPhone();
  const none = t('none');
  const rows: [string, string][] = [
    [t('fields.patient'), `${data.name} ${data.lastName}`],
    [t('details.pesel'), data.nationalIdentificationNumber ?? none],
    [t('details.address'), addressLine(data) || none],
    [t('details.nfzBranch'), nfzBranch(t, data.insurerCode) ?? none],
  ];
  return (
    <DataList orientation={isPhone ? 'vertical' : 'horizontal'} labelWidth={240} withDivider aria-label={t('details.patientData')}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
