import type { PortalModule } from '../portal-module';
import { telehealthClinicRoutes } from './clinic/telehealth-clinic-routes';
import { closedRoomHandler } from './core/signal-hub';
import { telehealthRoutes } from './patient/telehealth-routes';

/**
 * Telehealth: the call of a teleconsultation (issue 32) — the chosen type, the waiting room's readiness,
 * the access data (room, signed token, ICE servers with TURN credentials), the signalling WebSocket with
 * its fan-out across server copies (LISTEN/NOTIFY), the chat and the audio recording, and the archive.
 */
export const telehealthModule: PortalModule = {
  name: 'telehealth',
  tier: 'feature',
  order: 248,
  // The switch of teleconsultations (the teleconsultation and medical-cases modules have the same).
  flag: 'telecommunicationModule',
  tables: ['telehealthChatMessages', 'telehealthRecordings', 'telehealthRecordingChunks', 'telehealthConnections', 'telehealthPresence', 'telehealthSignals'],
  // teleconsultation: the call is a teleconsultation's — who reaches it (the patient's scope, the
  // consultant), its start window, its states (ready, started, finished, the unplanned one's registration)
  // and its archive marks, all through teleconsultation-service.
  uses: ['teleconsultation'],
  // The demo seed only: it finds Anna's record and her finished teleconsultations to give them their chat and recording.
  usesTables: ['patients', 'teleconsultations'],
  routes: telehealthRoutes,
  // A teleconsultation over without its call's end (the console's end, a cancelled booking): its room is told.
  handles: { 'teleconsultation.closed': closedRoomHandler },
  // The console's side: its access data, the recording's chunks, the archive.
  clinicRoutes: telehealthClinicRoutes,
  // Chat records of Anna's past teleconsultations and one recording (a short Opus-in-WebM file).
  seed: { run: (db, config) => import('./telehealth.seed').then((s) => s.seedTelehealth(db, config)), after: ['teleconsultation'] },
};
