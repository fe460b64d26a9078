/*
 * The clinician's recording of a call (issue 32 "The archive"): both sides' audio mixed with WebAudio,
 * recorded as Opus in WebM in 5-second pieces, each uploaded in order with its sequence number while the
 * call goes on, so a crash loses at most the last piece. The console passes `upload` (the telehealth
 * module's chunk route): this package knows no address.
 */

export const RECORDING_MIME = 'audio/webm;codecs=opus';
export const RECORDING_TIMESLICE_MS = 5000;
/** A piece whose upload failed is tried again this many times, then the recording stops with an error. */
export const RECORDING_UPLOAD_ATTEMPTS = 3;

export interface RecordedChunk {
  /** 0, 1, 2… in recording order. */
  seq: number;
  blob: Blob;
  /** The last piece (the recording was stopped). */
  last: boolean;
}

export interface CallRecorderOptions {
  upload(chunk: RecordedChunk): Promise<void>;
  /** A piece could not be uploaded after its attempts: the recording stopped. */
  onError?(error: unknown): void;
  timesliceMs?: number;
  /** The first piece's number (the server's `nextSeq` when a recording resumes after a reload); default 0. */
  firstSeq?: number;
  /** The browser parts, replaceable in tests. */
  createAudioContext?: () => AudioContext;
  createMediaRecorder?: (stream: MediaStream, options: MediaRecorderOptions) => MediaRecorder;
}

export interface CallRecorder {
  /** Adds a stream's audio to the mix (the local one at the start, the remote one when it arrives). */
  addStream(stream: MediaStream | null): void;
  /** Stops recording; resolves when every piece is uploaded. */
  stop(): Promise<void>;
  readonly recording: boolean;
}

/** Whether this browser can record the call as the archive keeps it. */
export function canRecordCalls(): boolean {
  return typeof MediaRecorder !== 'undefined' && typeof AudioContext !== 'undefined' && MediaRecorder.isTypeSupported(RECORDING_MIME);
}

export function startCallRecorder(options: CallRecorderOptions, streams: (MediaStream | null)[] = []): CallRecorder {
  const context = options.createAudioContext?.() ?? new AudioContext();
  const destination = context.createMediaStreamDestination();
  const sources = new Map<string, MediaStreamAudioSourceNode>();
  const recorder = options.createMediaRecorder?.(destination.stream, { mimeType: RECORDING_MIME }) ?? new MediaRecorder(destination.stream, { mimeType: RECORDING_MIME });
  let seq = options.firstSeq ?? 0;
  let recording = true;
  let failed = false;
  let queue: Promise<void> = Promise.resolve();
  let resolveStopped: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (resolveStopped = resolve));

  async function uploadWithRetries(chunk: RecordedChunk) {
    for (let attempt = 1; ; attempt++) {
      try {
        await options.upload(chunk);
        return;
      } catch (error) {
        if (attempt >= RECORDING_UPLOAD_ATTEMPTS) throw error;
      }
    }
  }

  recorder.ondataavailable = (event: BlobEvent) => {
    if (failed) return;
    const chunk: RecordedChunk = { seq: seq++, blob: event.data, last: recorder.state === 'inactive' };
    queue = queue.then(() =>
      failed
        ? undefined
        : uploadWithRetries(chunk).catch((error) => {
            failed = true;
            if (recorder.state !== 'inactive') recorder.stop();
            options.onError?.(error);
          }),
    );
  };
  recorder.onstop = () => resolveStopped();

  const api: CallRecorder = {
    addStream(stream) {
      if (!stream || !recording) return;
      for (const track of stream.getAudioTracks()) {
        if (sources.has(track.id)) continue;
        const source = context.createMediaStreamSource(new MediaStream([track]));
        source.connect(destination);
        sources.set(track.id, source);
      }
    },
    async stop() {
      if (!recording) return queue;
      recording = false;
      if (recorder.state !== 'inactive') {
        recorder.stop();
        await stopped;
      }
      await queue;
      sources.forEach((s) => s.disconnect());
      await context.close().catch(() => undefined);
    },
    get recording() {
      return recording && !failed;
    },
  };
  streams.forEach((s) => api.addStream(s));
  recorder.start(options.timesliceMs ?? RECORDING_TIMESLICE_MS);
  return api;
}
