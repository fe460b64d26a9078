import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { patients, teleconsultations } from '../../db/schema/index';
import { createStorage } from '../../compose';
import { DEMO_PERSONS } from '../../demo';
import { serverRoot } from '../../paths';
import { teleconsultationViews } from '../teleconsultation/teleconsultation-service';
import { appendRecordingChunk, completeRecording, storeChatMessage } from './core/archive';

/*
 * The demo's archive of Anna's past teleconsultations (issue 32 "Demo data"): each one's chat, written
 * through the module's own code at the time of the call, and one recording — a short real Opus-in-WebM
 * file (espeak-ng's Polish voice: "Dzień dobry, jak się Pani czuje?", encoded with ffmpeg's libopus),
 * stored through the files module as the console would upload it.
 */

const MINUTE = 60_000;
export const DEMO_RECORDING_FILE = path.join(serverRoot, 'src/modules/telehealth/telehealth-demo-recording.webm');

/** What was said, by minute of the call (PATIENT: Anna, STAFF: the doctor). */
const chats: Record<'C' | 'A' | 'V', Array<[number, 'PATIENT' | 'STAFF', string]>> = {
  V: [
    [0, 'STAFF', 'Dzień dobry, widzę i słyszę Panią dobrze. Jak się Pani czuje?'],
    [1, 'PATIENT', 'Dzień dobry. Bóle głowy wracają zwykle po południu.'],
    [6, 'STAFF', 'Proszę prowadzić dzienniczek bólów i zapisywać ciśnienie rano i wieczorem.'],
    [11, 'PATIENT', 'Dobrze, dziękuję.'],
  ],
  A: [
    [0, 'STAFF', 'Dzień dobry, jak się Pani czuje?'],
    [2, 'PATIENT', 'Lepiej, bóle są rzadsze.'],
    [9, 'STAFF', 'Wysyłam link do nagrania naszej rozmowy w archiwum. Do zobaczenia za miesiąc.'],
  ],
  C: [
    [0, 'STAFF', 'Dzień dobry, widzę pomiary ciśnienia z ostatnich tygodni.'],
    [1, 'PATIENT', 'Dzień dobry. Rano mam około 130/85.'],
    [4, 'STAFF', 'To dobry wynik. Proszę kontynuować leczenie w tej samej dawce.'],
    [6, 'PATIENT', 'Dziękuję, do widzenia.'],
  ],
};

export async function seedTelehealth(db: Db, config: Config): Promise<void> {
  const [anna] = await db.select({ id: patients.id, name: patients.name }).from(patients).where(eq(patients.nationalId, DEMO_PERSONS.anna.nationalId)).limit(1);
  if (!anna) throw new Error('telehealth seed: no Anna');
  const past = await db
    .select()
    .from(teleconsultations)
    .where(and(eq(teleconsultations.patientId, anna.id), eq(teleconsultations.status, 'FINISHED')))
    .orderBy(asc(teleconsultations.scheduledFrom), asc(teleconsultations.id));
  const views = new Map((await teleconsultationViews({ db }, past, 'pl')).map((v) => [v.id, v]));
  const storage = await createStorage(config);
  let recorded = false;
  for (const row of past) {
    const startedAt = row.startedAt ?? row.scheduledFrom;
    const doctor = views.get(row.id)?.consultant?.displayName ?? 'Lekarz';
    for (const [minute, sender, text] of chats[row.communicationType ?? 'C']) {
      const clock = { now: () => new Date(startedAt.getTime() + minute * MINUTE) };
      await storeChatMessage({ db, clock }, row.id, { sender, senderName: sender === 'PATIENT' ? anna.name : doctor, text });
    }
    // One recording: the audio consultation's, recorded with her consent.
    if (!recorded && row.communicationType === 'A' && row.recordingAllowed && row.consultantStaffId !== null) {
      const clock = { now: () => new Date(startedAt.getTime() + MINUTE) };
      await appendRecordingChunk({ db, clock, storage }, row, row.consultantStaffId, 0, fs.readFileSync(DEMO_RECORDING_FILE));
      await completeRecording({ db, clock: { now: () => new Date(startedAt.getTime() + 10 * MINUTE) } }, row);
      recorded = true;
    }
  }
}
