import {
  TELEHEALTH_CLINIC_WS_PATH,
  TELEHEALTH_DEFAULT_PATIENT_LABEL,
  TELEHEALTH_WS_PATH,
  type CommunicationTypeBody,
  type ConnectionBody,
  type TelehealthAccessData,
  type TelehealthConnection,
  type TelehealthRole,
  type TelehealthState,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors';
import { patientOfRow } from '../../../lib/checked-patient';
import { namesOfRecords } from '../../patients/patients-service';
import * as teleconsultations from '../../teleconsultation/teleconsultation-service';
import type { TeleconsultationRow } from '../../teleconsultation/teleconsultation-service';
import { iceServersFor } from './ice-servers';
import { issueRoomToken, roomOf } from './room-tokens';
import * as repo from './telehealth-repository';

/*
 * The call's rules outside the socket: the start window, the readiness, the chosen type, the access data
 * (room, token, ICE servers) and the connections the browsers report (spec part 2 §4 "Telehealth
 * session", §5, §9). The caller has read the teleconsultation through her own access rule first.
 */

/** A participant seen by no ping for this long is of a server copy or a browser gone. */
export const PRESENCE_STALE_MS = 90_000;

const warsaw = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
/** "8 grudnia 2026 09:30" → "8 grudnia 2026 r., godz. 09:30" (Warsaw time). */
export function polishMoment(at: Date | number): string {
  const parts = Object.fromEntries(warsaw.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month} ${parts.year} r., godz. ${parts.hour}:${parts.minute}`;
}

const over = (row: TeleconsultationRow) => row.status === 'FINISHED' || row.status === 'CANCELED';
/** An unplanned one has no window while it waits for a consultant (and none once its call runs). */
const windowless = (row: TeleconsultationRow) => row.status === 'IN_PROGRESS' || (row.unplanned && row.status === 'WAITING');

/**
 * Whether the call may be entered now: 409 TELECONSULTATION_NOT_ACTIVE once over, TOO_EARLY / TOO_LATE
 * outside the start window (spec §9: 30 minutes before the start to 4 hours after the end), in a
 * sentence naming the time.
 */
export function assertCallOpen(row: TeleconsultationRow, now: Date): void {
  if (over(row)) throw new AppError('TELECONSULTATION_NOT_ACTIVE');
  if (windowless(row)) return;
  const verdict = teleconsultations.startVerdictOf(row, now);
  if (verdict === 'OPEN') return;
  const window = teleconsultations.startWindowOf(row);
  if (verdict === 'TOO_EARLY') {
    throw new AppError(
      'TELECONSULTATION_TOO_EARLY',
      `Telekonsultacja jeszcze się nie rozpoczęła. Można ją rozpocząć najwcześniej 30 minut przed jej początkiem, czyli od ${polishMoment(window.opensAt)}.`,
    );
  }
  throw new AppError(
    'TELECONSULTATION_TOO_LATE',
    `Upłynął zaplanowany termin telekonsultacji. Można ją było rozpocząć najpóźniej 4 godziny po jej zakończeniu, czyli do ${polishMoment(window.closesAt)}.`,
  );
}

export async function stateOf(deps: Pick<Deps, 'db' | 'clock'>, row: TeleconsultationRow): Promise<TelehealthState> {
  const window = row.unplanned ? null : teleconsultations.startWindowOf(row);
  const staffPresent = await repo.isPresent(deps.db, row.id, 'STAFF', new Date(deps.clock.now().getTime() - PRESENCE_STALE_MS));
  return {
    id: row.id,
    status: row.status,
    communicationType: row.communicationType,
    unplanned: row.unplanned,
    opensAt: window ? new Date(window.opensAt).toISOString() : null,
    closesAt: window ? new Date(window.closesAt).toISOString() : null,
    patientReadyAt: row.patientReadyAt?.toISOString() ?? null,
    staffPresent,
    recordingAllowed: row.recordingAllowed,
  };
}

/** Spec §4: the type chosen before the waiting room (409 once the teleconsultation is over). */
export async function chooseCommunicationType(deps: Pick<Deps, 'db' | 'clock'>, row: TeleconsultationRow, body: CommunicationTypeBody): Promise<TelehealthState> {
  return stateOf(deps, await teleconsultations.setCommunicationType(deps.db, row.id, body.type));
}

/** Spec §4: the waiting room registers the patient as ready every 30 s, inside the start window only. */
export async function registerReadiness(deps: Pick<Deps, 'db' | 'clock'>, row: TeleconsultationRow): Promise<TelehealthState> {
  const now = deps.clock.now();
  assertCallOpen(row, now);
  return stateOf(deps, await teleconsultations.markPatientReady(deps.db, row.id, now));
}

/** The name the patient's side shows in the chat: her first name ("Pacjent" when none is known). */
export async function patientNameOf(deps: Pick<Deps, 'db'>, row: TeleconsultationRow): Promise<string> {
  const names = await namesOfRecords(deps, [patientOfRow(row)]);
  return names.get(row.patientId)?.name || TELEHEALTH_DEFAULT_PATIENT_LABEL;
}

/**
 * The spec's video-session access data: the WebSocket path, the room, a token bound to the room and the
 * participant (the account or the staff member), and the ICE servers with TURN credentials of its own.
 * Only inside the start window, like the call itself.
 */
export async function accessData(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  row: TeleconsultationRow,
  who: { role: TelehealthRole; principalId: number; name: string },
): Promise<TelehealthAccessData> {
  const now = deps.clock.now();
  assertCallOpen(row, now);
  const room = roomOf(deps.config, row.id);
  const { token, expiresAt } = issueRoomToken(deps.config, room, { role: who.role, principalId: who.principalId }, now);
  return {
    apiKey: who.role === 'PATIENT' ? TELEHEALTH_WS_PATH : TELEHEALTH_CLINIC_WS_PATH,
    sessionId: room,
    token,
    expiresAt: expiresAt.toISOString(),
    // The TURN user name names the side and the teleconsultation, nobody's data.
    iceServers: iceServersFor(deps.config, `${who.role.toLowerCase()}-${row.id}`, now),
    self: who.role,
    selfName: who.name,
    communicationType: row.communicationType,
    recordingAllowed: row.recordingAllowed,
  };
}

/** Spec §5 POST .../connection: what the participant's browser reports of its connection. */
export async function recordConnection(deps: Pick<Deps, 'db'>, row: TeleconsultationRow, participant: TelehealthRole, body: ConnectionBody): Promise<TelehealthConnection> {
  const saved = await repo.insertConnection(deps.db, { teleconsultationId: row.id, participant, connectionId: body.connectionId, context: body.context ?? null });
  return { id: saved.id, connectionId: saved.connectionId, participant: saved.participant, createdAt: saved.createdAt.toISOString() };
}
