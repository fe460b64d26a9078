import type { Db } from '../db/client';
import { patients } from '../db/schema/index';
import { createStorage } from '../compose';
import { storePatientFile } from '../modules/files/files-service';
import type { Config as SeedConfig } from '../config';
import { account } from './people';
import { systemPatient } from '../lib/checked-patient';

/** A one-page PDF: the scan of Olena's passport data page, as she handed it in at registration. */
const passportScan = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length 60>>stream\nBT /F1 18 Tf 72 760 Td (Paszport FX482193 - Olena Kovalenko) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * The identity queue's demo: Olena Kovalenko, a Ukrainian citizen living in Kraków without a PESEL,
 * registered with her passport and its scan (as registration makes such a record: REQUESTED, the scan a
 * REGISTRATION_DOCUMENT file of her record). The desk confirms or rejects her at /clinic/identities.
 */
export async function seedWaitingIdentities(db: Db, config: SeedConfig): Promise<void> {
  const registeredAt = new Date(Date.now() - 2 * 86_400_000);
  const accountId = await account(db, 'olena', 'Olena', 'Kovalenko', { type: 'UNAUTHORIZED', language: 'uk' });
  const [record] = await db
    .insert(patients)
    .values({
      accountId,
      name: 'Olena',
      lastName: 'Kovalenko',
      birthDate: '1991-05-21',
      gender: 'FEMALE',
      documentNumber: 'FX482193',
      countryCode: 'UA',
      addressCountryCode: 'PL',
      city: 'Kraków',
      street: 'ul. Wielicka',
      houseNumber: '28/3',
      postalCode: '30-552',
      identityStatus: 'REQUESTED',
      detailsSource: 'SELF',
      createdAt: registeredAt,
      updatedAt: registeredAt,
    })
    .returning({ id: patients.id });
  const storage = await createStorage(config);
  await storePatientFile({ db, storage, clock: { now: () => registeredAt } }, { use: 'REGISTRATION_DOCUMENT', patientId: systemPatient(record.id, 'seed'), fileName: 'paszport.pdf', mimeType: 'application/pdf', source: passportScan, createdByAccountId: accountId });
}
