import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { serverRoot } from '../../paths';

/*
 * The registration captcha read aloud (WCAG 1.1.1): "cztery siedem dwa jeden trzy plus sześć" in
 * Polish (the five-digit number digit by digit, as audio captchas read numbers), twice,
 * from recorded words (apps/server/assets/captcha-pl, made once with espeak-ng — see the server's
 * README), each word at a random loudness after a random pause, under white and brown noise of random
 * strength. Only Node code mixes them: no program runs at request time. Every call sounds different,
 * even for the same digits.
 */

/** Sample rate of the recordings and of the answer: telephone quality, 16-bit mono. */
export const CAPTCHA_AUDIO_RATE = 8000;
/** Where the recordings are, from the server package's folder (src/ or the bundle in dist/ alike). */
export const CAPTCHA_AUDIO_DIR = path.join(serverRoot, 'assets', 'captcha-pl');

const WORDS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'plus'] as const;
type Word = (typeof WORDS)[number];

/** The 16-bit samples of a mono PCM WAV at CAPTCHA_AUDIO_RATE; anything else is a broken asset. */
export function readWavSamples(buf: Buffer, name = 'wav'): Int16Array {
  if (buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') throw new Error(`${name}: not a RIFF WAVE file`);
  let format: { pcm: boolean; channels: number; rate: number; bits: number } | null = null;
  for (let at = 12; at + 8 <= buf.length; ) {
    const id = buf.toString('ascii', at, at + 4);
    const size = buf.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      format = { pcm: buf.readUInt16LE(body) === 1, channels: buf.readUInt16LE(body + 2), rate: buf.readUInt32LE(body + 4), bits: buf.readUInt16LE(body + 14) };
    } else if (id === 'data') {
      if (!format?.pcm || format.channels !== 1 || format.rate !== CAPTCHA_AUDIO_RATE || format.bits !== 16) {
        throw new Error(`${name}: expected 16-bit mono PCM at ${CAPTCHA_AUDIO_RATE} Hz`);
      }
      const data = buf.subarray(body, Math.min(body + size, buf.length));
      const samples = new Int16Array(data.length >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = data.readInt16LE(i * 2);
      return samples;
    }
    at = body + size + (size & 1);
  }
  throw new Error(`${name}: no data chunk`);
}

/** A WAV file (RIFF, PCM 16-bit mono) of the samples. */
export function wavFile(samples: Int16Array, rate = CAPTCHA_AUDIO_RATE): Buffer {
  const out = Buffer.alloc(44 + samples.length * 2);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples.length * 2, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples.length * 2, 40);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i], 44 + i * 2);
  return out;
}

let recordings: Promise<Record<Word, Int16Array>> | undefined;

/** The words, read once (the first audio captcha), as samples scaled to -1…1. */
function loadRecordings(): Promise<Record<Word, Int16Array>> {
  recordings ??= Promise.all(
    WORDS.map(async (word) => [word, readWavSamples(await fs.readFile(path.join(CAPTCHA_AUDIO_DIR, `${word}.wav`)), `${word}.wav`)] as const),
  ).then((pairs) => Object.fromEntries(pairs) as Record<Word, Int16Array>);
  recordings.catch(() => {
    recordings = undefined;
  });
  return recordings;
}

/** A random number in [min, max), from the system's secure generator. */
const between = (min: number, max: number) => min + (crypto.randomInt(1_000_000) / 1_000_000) * (max - min);
const ms = (milliseconds: number) => Math.round((milliseconds / 1000) * CAPTCHA_AUDIO_RATE);

/**
 * The spoken task for `operands` ("47213+6"): a WAV of the number digit by digit, "plus", the digit,
 * said twice with a longer pause between; a number's digits follow each other closely, "plus" stands
 * apart; random pauses and loudness per word, and noise over the whole.
 */
export async function captchaAudio(operands: readonly number[]): Promise<Buffer> {
  const words = await loadRecordings();
  const sentence: Array<{ word: Word; pause: [number, number] }> = operands.flatMap((n, i) => {
    if (!Number.isInteger(n) || n < 0) throw new Error(`captcha operand out of range: ${n}`);
    const digits = [...String(n)].map((d) => ({ word: d as Word, pause: [60, 200] as [number, number] }));
    digits[digits.length - 1].pause = [300, 550];
    return i === 0 ? digits : [{ word: 'plus' as Word, pause: [300, 550] as [number, number] }, ...digits];
  });
  // Where each word starts, with its gain; the lengths follow from the recordings and the pauses.
  const placed: Array<{ samples: Int16Array; at: number; gain: number }> = [];
  let at = ms(between(300, 700));
  for (let round = 0; round < 2; round++) {
    for (const { word, pause } of sentence) {
      const samples = words[word];
      placed.push({ samples, at, gain: between(0.55, 1) });
      at += samples.length + ms(between(...pause));
    }
    at += ms(between(800, 1300));
  }
  const length = at;
  const mix = new Float32Array(length);
  for (const { samples, at: start, gain } of placed) {
    for (let i = 0; i < samples.length; i++) mix[start + i] += (samples[i] / 32768) * gain;
  }
  // White noise and brown noise (a leaky random walk), each at its own random strength.
  const white = between(0.02, 0.06);
  const brown = between(0.05, 0.15);
  let walk = 0;
  for (let i = 0; i < length; i++) {
    walk = walk * 0.98 + (Math.random() * 2 - 1) * 0.1;
    mix[i] += (Math.random() * 2 - 1) * white + walk * brown;
  }
  const out = new Int16Array(length);
  for (let i = 0; i < length; i++) out[i] = Math.max(-32768, Math.min(32767, Math.round(mix[i] * 32767)));
  return wavFile(out);
}
