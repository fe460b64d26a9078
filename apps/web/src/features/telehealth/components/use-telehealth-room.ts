import type { Teleconsultation } from '@portal/contracts';
import { mediaOf, READINESS_INTERVAL_MS } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { createCallSession, iceTransportPolicyOf, telehealthSocketUrl, useCallEnvironment, type CallParticipant, type CallSession } from '@portal/ui/call';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAccessData, registerConnection, registerReadiness, storeAccessData, storedAccessData } from '../api/telehealth';

/** What the last readiness registration answered (spec §4: every 30 s from the waiting room). */
export type Readiness =
  | { kind: 'pending' }
  | { kind: 'ready'; at: string }
  /** Outside the start window (409 from the server): said in full sentences with the window's edge. */
  | { kind: 'TOO_EARLY' }
  | { kind: 'TOO_LATE' }
  /** Finished or canceled. */
  | { kind: 'NOT_ACTIVE' }
  | { kind: 'FAILED' };

const finalKinds = new Set<Readiness['kind']>(['TOO_LATE', 'NOT_ACTIVE']);

export interface TelehealthRoom {
  readiness: Readiness;
  /** The call, once the access data are known (it opens the devices and joins the room). */
  session: CallSession | null;
  /** The access data could not be fetched. */
  accessFailed: boolean;
  /** The server ended the call (the doctor, also from the console; a cancelled booking): readiness stops. */
  ended: boolean;
  /** A new token and a new connection (after code 1004 or a failed fetch). */
  retry(): void;
  /** Stops the readiness timer and leaves the room (spec §4: leaving ends the session). */
  leave(): void;
}

/**
 * The patient's side of the room, shared by the waiting room and the call (one component holds it, so the
 * call started in the waiting room goes on in the consultation step): readiness every 30 s, the access
 * data fetched when absent, the call session, and `onDoctorJoined` when the clinician connects.
 */
export function useTelehealthRoom({
  active,
  consultation,
  patientId,
  onDoctorJoined,
}: {
  active: boolean;
  consultation: Teleconsultation | undefined;
  patientId: number;
  onDoctorJoined(participant: CallParticipant): void;
}): TelehealthRoom {
  const environment = useCallEnvironment();
  const [readiness, setReadiness] = useState<Readiness>({ kind: 'pending' });
  const [session, setSession] = useState<CallSession | null>(null);
  const [accessFailed, setAccessFailed] = useState(false);
  const [left, setLeft] = useState(false);
  // The server said it is over (the doctor ended it from the console, the booking was cancelled): no more readiness.
  const [ended, setEnded] = useState(false);
  const joined = useRef(onDoctorJoined);
  joined.current = onDoctorJoined;
  const id = consultation?.id;
  const running = active && !left && !ended && id !== undefined;

  // Readiness: now, then every 30 s, until the window has passed or the consultation is over.
  useEffect(() => {
    if (!running) return;
    let cancelled = false;
    let finished = false;
    const tick = async () => {
      if (finished) return;
      try {
        const state = await registerReadiness(id, patientId);
        if (!cancelled) setReadiness({ kind: 'ready', at: state.patientReadyAt ?? new Date().toISOString() });
      } catch (e) {
        if (cancelled) return;
        const code = isApiError(e) ? e.errorCode : undefined;
        const kind: Readiness['kind'] =
          code === 'TELECONSULTATION_TOO_EARLY' ? 'TOO_EARLY' : code === 'TELECONSULTATION_TOO_LATE' ? 'TOO_LATE' : code === 'TELECONSULTATION_NOT_ACTIVE' ? 'NOT_ACTIVE' : 'FAILED';
        setReadiness((before) => (before.kind === 'ready' && kind === 'FAILED' ? before : { kind } as Readiness));
        if (finalKinds.has(kind)) finished = true;
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), READINESS_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [running, id, patientId]);

  const ready = readiness.kind === 'ready';
  const type = consultation?.communicationType ?? null;
  // The call: once ready, with the access data (kept for the tab, fetched when absent).
  useEffect(() => {
    if (!running || !ready || session || accessFailed) return;
    let cancelled = false;
    void (async () => {
      let access = storedAccessData(id);
      if (!access) {
        try {
          access = await fetchAccessData(id, patientId);
          storeAccessData(id, access);
        } catch {
          if (!cancelled) setAccessFailed(true);
          return;
        }
      }
      if (cancelled) return;
      const media = mediaOf(access.communicationType ?? type);
      const call = createCallSession({
        wsUrl: telehealthSocketUrl(access.apiKey, access.sessionId, access.token),
        role: 'PATIENT',
        iceServers: access.iceServers,
        iceTransportPolicy: iceTransportPolicyOf(),
        media,
        environment,
        onPeerJoined: (participant) => {
          if (participant.role === 'STAFF') joined.current(participant);
        },
        onEnded: () => setEnded(true),
        // A refused token is not tried again: "Połącz ponownie" fetches a new one.
        onError: (code) => {
          if (code === 1004) storeAccessData(id, null);
        },
      });
      setSession(call);
      void call.start();
      const connectionId = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
      void registerConnection(id, connectionId, JSON.stringify({ media: access.communicationType ?? type, userAgent: navigator.userAgent.slice(0, 300) })).catch(() => undefined);
    })();
    return () => {
      cancelled = true;
    };
  }, [running, ready, session, accessFailed, id, patientId, type, environment]);

  // Leaving the pages (another address, the tab closed) leaves the room.
  useEffect(() => () => session?.leave(), [session]);

  const retry = useCallback(() => {
    session?.leave();
    if (id !== undefined) storeAccessData(id, null);
    setSession(null);
    setAccessFailed(false);
  }, [session, id]);

  const leave = useCallback(() => {
    setLeft(true);
    session?.leave();
  }, [session]);

  return { readiness, session, accessFailed, ended, retry, leave };
}
