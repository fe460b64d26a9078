import { createLocalESignature } from '../apps/server/src/integrations/e-signature/local';
import { canonicalXmlHash, documentXml, type DocumentField } from '../apps/server/src/modules/e-signing/e-signing-service';
import { formatMs, median, percentile, type BenchRow } from './bench-ratio';

/** The figure (issue 30): verifying a signed declaration, p95 under 100 ms. */
const GOAL_MS = 100;
const WARM_UP = 20;
const RUNS = 200;

/** A declaration as the declarations module lays it out: the patient's and the provider's parts of the NFZ form. */
function declarationFields(): DocumentField[] {
  return [
    { name: 'type', label: 'Rodzaj deklaracji', value: 'Deklaracja wyboru lekarza podstawowej opieki zdrowotnej' },
    { name: 'patientName', label: 'Imię i nazwisko pacjenta', value: 'Anna Kowalska' },
    { name: 'patientPesel', label: 'PESEL', value: '85031502464' },
    { name: 'patientBirthDate', label: 'Data urodzenia', value: '1985-03-15' },
    { name: 'patientGender', label: 'Płeć', value: 'kobieta' },
    { name: 'patientAddress', label: 'Adres zamieszkania', value: 'ul. Długa 12/4, 31-147 Kraków' },
    { name: 'patientPhone', label: 'Telefon', value: '+48 600 100 200' },
    { name: 'patientEmail', label: 'Adres e-mail', value: 'anna.kowalska@example.com' },
    { name: 'insurer', label: 'Oddział NFZ', value: '06 — Małopolski Oddział Wojewódzki NFZ' },
    { name: 'provider', label: 'Świadczeniodawca', value: 'Przychodnia Zdrowie Sp. z o.o., ul. Zdrowa 1, 31-000 Kraków' },
    { name: 'providerCode', label: 'Kod świadczeniodawcy', value: '061/123456' },
    { name: 'unit', label: 'Miejsce udzielania świadczeń', value: 'Poradnia POZ Kraków-Centrum (POZ-KRK-1)' },
    { name: 'practitioner', label: 'Wybrany lekarz POZ', value: 'lek. Tomasz Lewandowski' },
    { name: 'practitionerNumber', label: 'Numer prawa wykonywania zawodu', value: '9929850' },
    { name: 'providerChoiceOrder', label: 'Wybór świadczeniodawcy w roku', value: 2 },
    { name: 'providerChoiceReason', label: 'Przyczyna wyboru świadczeniodawcy', value: '2 — zmiana miejsca zamieszkania' },
    { name: 'practitionerChoiceOrder', label: 'Wybór lekarza w roku', value: 2 },
    { name: 'practitionerChoiceReason', label: 'Przyczyna wyboru lekarza', value: '2 — zmiana miejsca zamieszkania' },
    { name: 'otherReason', label: 'Inna przyczyna', value: null },
    { name: 'previousProvider', label: 'Poprzedni świadczeniodawca', value: 'Centrum Medyczne Przykładowe, Kraków' },
    { name: 'declarationDate', label: 'Data złożenia deklaracji', value: '2026-12-06' },
    {
      name: 'statement',
      label: 'Oświadczenie',
      value:
        'Oświadczam, że dane zawarte w deklaracji są zgodne z prawdą. Przyjmuję do wiadomości, że w przypadku zmiany ' +
        'świadczeniodawcy, lekarza, pielęgniarki lub położnej POZ więcej niż dwa razy w roku kalendarzowym ponoszę opłatę.',
    },
  ];
}

/**
 * The bench's signature figure: verifying a declaration signed through the e-service simulator (XAdES-BES
 * with its certificate chain to the trust anchors, then the canonical hash of the document as issued
 * compared with the signed content's), the check /api/mpi/e-sign/confirm makes before its transaction;
 * p95 of 200 runs after 20 warm-up runs, sequential, in this process. An absolute figure, as the issue
 * states it: the work is the CPU's alone (no database, no HTTP), so no bench baseline stands for it;
 * idle, a run takes 5–20 ms.
 */
export async function signatureVerification(log: (text: string) => void): Promise<BenchRow> {
  const now = new Date();
  const signing = createLocalESignature({ now: () => now, trustAnchors: [] });
  const xml = documentXml({ kind: 'DECLARATION', id: 1, title: 'Deklaracja wyboru lekarza podstawowej opieki zdrowotnej', fields: declarationFields() });
  const url = await signing.service!.signingUrl({ token: 'bench', xml, title: 'Deklaracja', returnUrl: '/api/mpi/e-sign/confirm', expiresAt: new Date(now.getTime() + 60_000) });
  const requestId = new URL(url, 'http://localhost').searchParams.get('request')!;
  const answer = await signing.simulator!.sign(requestId, { nationalId: '85031502464', name: 'Anna', lastName: 'Kowalska' }, now);
  const read = answer ? await signing.service!.readAnswer(answer.fields) : null;
  if (read?.outcome !== 'SIGNED') throw new Error('the simulator did not sign the declaration');
  const signedXml = read.signedXml;

  const once = async () => {
    const started = performance.now();
    const verification = await signing.verifier.verify(signedXml, now);
    const issued = await canonicalXmlHash(xml);
    const elapsed = performance.now() - started;
    if (!verification.valid || verification.signedContentHash !== issued) throw new Error(`the signed declaration did not verify: ${verification.valid ? 'content hash' : verification.reason}`);
    return elapsed;
  };
  for (let i = 0; i < WARM_UP; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  const p95 = percentile(times, 0.95);
  log(`signature verification: ${Buffer.byteLength(signedXml)} bytes signed, median ${formatMs(median(times))} ms, p95 ${formatMs(p95)} ms`);
  return {
    figure: `Verifying a signed declaration (${(Buffer.byteLength(signedXml) / 1024).toFixed(1)} kB: XAdES-BES signature, certificate chain, content hash), sequential: p95 of ${RUNS} after ${WARM_UP} warm-up`,
    measured: `${formatMs(p95)} ms p95 (median ${formatMs(median(times))} ms)`,
    goal: `< ${GOAL_MS} ms`,
    ok: p95 < GOAL_MS,
  };
}
