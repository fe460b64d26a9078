import type { ClinicClinicalDocument, ClinicEncounter } from '@portal/contracts';
import { clinicMember } from './clinic-members';
import type { TestApp } from './helper';

/**
 * Visits and documents for the medical register's tests, made through the console's routes as a
 * doctor would: open, write, close (which publishes and tells the patient).
 */

export interface VisitOptions {
  unitId: number;
  speciality?: string;
  startTime: string;
  careId?: string | null;
  /** ICD-10 codes (the server names them from its dictionary). */
  diagnoses?: Array<{ code: string; primary: boolean }>;
  recommendations?: string | null;
  close?: boolean;
}

export async function makeVisit(t: TestApp, cookie: string, patientId: number, o: VisitOptions): Promise<ClinicEncounter> {
  const call = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.request({ method, url: `/api/clinic${url}`, payload, cookie });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as ClinicEncounter;
  };
  const opened = await call('POST', `/patients/${patientId}/encounters`, {
    unitId: o.unitId,
    speciality: o.speciality ?? 'MEDYCYNA_RODZINNA',
    practitionerId: null,
    startTime: o.startTime,
    careId: o.careId ?? null,
  });
  const diagnoses = o.diagnoses ?? [{ code: 'J06.9', primary: true }];
  await call('PUT', `/encounters/${opened.id}`, { practitionerId: null, endTime: null, diagnoses, recommendations: o.recommendations ?? 'Odpoczynek, dużo płynów.' });
  return o.close === false ? call('PUT', `/encounters/${opened.id}`, { practitionerId: null, endTime: null, diagnoses, recommendations: o.recommendations ?? 'Odpoczynek, dużo płynów.' }) : call('POST', `/encounters/${opened.id}/close`);
}

export async function makeDocument(
  t: TestApp,
  cookie: string,
  patientId: number,
  o: { typeCode?: string; title?: string; text?: string; encounterId?: number | null; publish?: boolean } = {},
): Promise<ClinicClinicalDocument> {
  const res = await t.request({
    method: 'POST',
    url: `/api/clinic/patients/${patientId}/clinical-documents`,
    payload: { typeCode: o.typeCode ?? 'ZASWIADCZENIE', title: o.title ?? 'Zaświadczenie o stanie zdrowia', encounterId: o.encounterId ?? null, text: o.text ?? 'Pacjent zdrowy.', publish: o.publish ?? true },
    cookie,
  });
  if (res.statusCode !== 201) throw new Error(`document: ${res.statusCode} ${res.body}`);
  return res.json();
}

const doctors = new WeakMap<TestApp, Promise<string>>();
/** A doctor of every unit, one per app (the access examples' visits and documents): her session cookie. */
export const doctorOf = (t: TestApp) => {
  if (!doctors.has(t)) doctors.set(t, clinicMember(t, ['DOCTOR']).then((m) => m.cookie));
  return doctors.get(t)!;
};
