import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDING_MIME, startCallRecorder, type RecordedChunk } from './call-recorder';
import { FakeStream, FakeTrack } from './fake-call-environment';

class FakeRecorder {
  state: 'inactive' | 'recording' = 'inactive';
  timeslice: number | undefined;
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    readonly options: MediaRecorderOptions,
  ) {}
  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }
  /** A timeslice passed: a piece of the recording. */
  piece(text: string) {
    this.ondataavailable?.({ data: new Blob([text]) });
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['end']) });
    this.onstop?.();
  }
}

function fakeAudio() {
  const connected: string[] = [];
  const context = {
    createMediaStreamDestination: () => ({ stream: 'mixed' }),
    createMediaStreamSource: (stream: FakeStream) => ({ connect: () => connected.push(stream.getTracks()[0]!.id), disconnect: () => undefined }),
    close: async () => undefined,
  };
  return { context: context as unknown as AudioContext, connected };
}

describe('startCallRecorder', () => {
  beforeEach(() => vi.stubGlobal('MediaStream', FakeStream));
  afterEach(() => vi.unstubAllGlobals());

  it('mixes both sides, records Opus in WebM in 5-second pieces and uploads them in order', async () => {
    const audio = fakeAudio();
    let recorder!: FakeRecorder;
    const uploaded: RecordedChunk[] = [];
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const upload = vi.fn(async (chunk: RecordedChunk) => {
      if (chunk.seq === 0) await slow;
      uploaded.push(chunk);
    });
    const local = new FakeStream([new FakeTrack('audio'), new FakeTrack('video')]);
    const remote = new FakeStream([new FakeTrack('audio')]);
    const rec = startCallRecorder(
      { upload, createAudioContext: () => audio.context, createMediaRecorder: (s, o) => (recorder = new FakeRecorder(s, o)) as unknown as MediaRecorder },
      [local as unknown as MediaStream],
    );
    expect(recorder.options.mimeType).toBe(RECORDING_MIME);
    expect(recorder.timeslice).toBe(5000);
    rec.addStream(remote as unknown as MediaStream);
    rec.addStream(remote as unknown as MediaStream);
    expect(audio.connected).toEqual([local.getAudioTracks()[0]!.id, remote.getAudioTracks()[0]!.id]);

    recorder.piece('a');
    recorder.piece('b');
    const stopped = rec.stop();
    release();
    await stopped;
    expect(uploaded.map((c) => [c.seq, c.last])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
    expect(rec.recording).toBe(false);
  });

  it('retries a failed piece, then stops and reports', async () => {
    const audio = fakeAudio();
    let recorder!: FakeRecorder;
    const onError = vi.fn();
    const upload = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(undefined).mockRejectedValue(new Error('down'));
    const rec = startCallRecorder({ upload, onError, createAudioContext: () => audio.context, createMediaRecorder: (s, o) => (recorder = new FakeRecorder(s, o)) as unknown as MediaRecorder });
    recorder.piece('a');
    recorder.piece('b');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(upload).toHaveBeenCalledTimes(5);
    expect(rec.recording).toBe(false);
    expect(recorder.state).toBe('inactive');
  });
});
