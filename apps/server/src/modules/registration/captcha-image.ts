import crypto from 'node:crypto';

/*
 * The registration captcha as a raster image (WebP): "47213 + 6 = ?" as strokes of our own glyph
 * outlines, each symbol bent, turned, sheared, scaled and moved on its own, the whole picture waved,
 * crossed by noise lines in the glyphs' colours and speckled. Nothing that names a digit leaves the server: the client gets
 * pixels only, and no two images are alike, even for the same digits.
 *
 * The glyphs are drawn from our own outlines, not from a font, so the picture does not depend on the
 * fonts the machine has. @napi-rs/canvas (Skia, prebuilt per platform) loads with the first captcha,
 * not at start-up.
 */

type Canvas = import('@napi-rs/canvas').Canvas;
type Context = import('@napi-rs/canvas').SKRSContext2D;

let loadCanvas: Promise<typeof import('@napi-rs/canvas')> | undefined;

/** Size of the picture as the form shows it; drawn at twice that for sharp high-density screens. */
const CAPTCHA_WIDTH = 320;
const CAPTCHA_HEIGHT = 80;
const SCALE = 2;
const W = CAPTCHA_WIDTH * SCALE;
const H = CAPTCHA_HEIGHT * SCALE;
/** Lossy WebP: the grain makes a PNG of this size about 200 kB, the WebP about 30 kB. */
const WEBP_QUALITY = 75;

/* Glyphs ------------------------------------------------------------------------------------------ */

type Point = [number, number];
/** A path in a glyph box 0.6 wide and 1 high: move, line, cubic curve, or a dot. */
type Command = ['M', ...Point] | ['L', ...Point] | ['C', ...Point, ...Point, ...Point] | ['D', ...Point];

/** Each symbol in one or more hands, so that even equal digits are not drawn alike. */
const GLYPHS: Record<string, Command[][]> = {
  '0': [
    [['M', 0.3, 0], ['C', 0.66, 0, 0.66, 1, 0.3, 1], ['C', -0.06, 1, -0.06, 0, 0.3, 0]],
    [['M', 0.45, 0.08], ['C', 0.25, -0.1, -0.02, 0.2, 0.02, 0.6], ['C', 0.06, 1.05, 0.55, 1.08, 0.58, 0.5], ['C', 0.6, 0.2, 0.5, 0.08, 0.36, 0.03]],
  ],
  '1': [
    [['M', 0.2, 0.16], ['L', 0.38, 0], ['L', 0.38, 1]],
    [['M', 0.2, 0.15], ['L', 0.36, 0], ['L', 0.36, 1], ['M', 0.14, 1], ['L', 0.58, 1]],
  ],
  '2': [
    [['M', 0.02, 0.25], ['C', 0.05, -0.06, 0.6, -0.08, 0.58, 0.28], ['C', 0.56, 0.5, 0.2, 0.7, 0, 1], ['L', 0.62, 1]],
    [['M', 0.04, 0.2], ['C', 0.2, -0.04, 0.56, 0, 0.52, 0.3], ['L', 0.02, 1], ['C', 0.2, 0.94, 0.4, 0.94, 0.62, 0.98]],
  ],
  '3': [
    [
      ['M', 0.02, 0.12],
      ['C', 0.2, -0.05, 0.58, 0, 0.55, 0.24],
      ['C', 0.53, 0.42, 0.35, 0.46, 0.2, 0.47],
      ['C', 0.45, 0.47, 0.62, 0.6, 0.58, 0.78],
      ['C', 0.54, 1.02, 0.15, 1.05, 0, 0.88],
    ],
    [['M', 0.02, 0], ['L', 0.56, 0], ['L', 0.22, 0.4], ['C', 0.5, 0.36, 0.64, 0.58, 0.58, 0.78], ['C', 0.52, 1.02, 0.14, 1.04, 0, 0.86]],
  ],
  '4': [
    [['M', 0.46, 1], ['L', 0.46, 0], ['L', 0, 0.68], ['L', 0.62, 0.68]],
    [['M', 0.18, 0], ['L', 0.02, 0.62], ['L', 0.62, 0.62], ['M', 0.46, 0.28], ['L', 0.46, 1]],
  ],
  '5': [
    [['M', 0.56, 0], ['L', 0.08, 0], ['L', 0.04, 0.44], ['C', 0.3, 0.32, 0.62, 0.42, 0.6, 0.7], ['C', 0.58, 1.02, 0.15, 1.06, 0, 0.88]],
    [['M', 0.58, 0.02], ['L', 0.1, 0.02], ['L', 0.06, 0.4], ['C', 0.2, 0.36, 0.6, 0.34, 0.58, 0.68], ['C', 0.56, 0.96, 0.2, 1.06, 0.02, 0.9]],
  ],
  '6': [
    [
      ['M', 0.5, 0.04],
      ['C', 0.2, 0.05, 0.02, 0.35, 0.02, 0.65],
      ['C', 0.02, 0.9, 0.15, 1, 0.3, 1],
      ['C', 0.48, 1, 0.6, 0.88, 0.6, 0.68],
      ['C', 0.6, 0.48, 0.46, 0.38, 0.3, 0.38],
      ['C', 0.16, 0.38, 0.06, 0.46, 0.03, 0.58],
    ],
    [['M', 0.44, 0], ['L', 0.08, 0.56], ['C', -0.04, 0.8, 0.1, 1.02, 0.32, 1], ['C', 0.56, 0.98, 0.62, 0.66, 0.42, 0.52], ['C', 0.28, 0.44, 0.12, 0.5, 0.08, 0.56]],
  ],
  '7': [
    [['M', 0.02, 0], ['L', 0.6, 0], ['L', 0.22, 1]],
    [['M', 0.02, 0.06], ['L', 0.6, 0], ['L', 0.26, 1], ['M', 0.16, 0.5], ['L', 0.5, 0.5]],
  ],
  '8': [
    [['M', 0.3, 0.46], ['C', 0.05, 0.42, 0.05, 0, 0.3, 0], ['C', 0.55, 0, 0.55, 0.42, 0.3, 0.46], ['C', 0, 0.5, 0, 1, 0.3, 1], ['C', 0.62, 1, 0.62, 0.5, 0.3, 0.46]],
    [['M', 0.46, 0.12], ['C', 0.36, -0.04, 0.04, 0.02, 0.1, 0.24], ['C', 0.16, 0.42, 0.58, 0.5, 0.58, 0.76], ['C', 0.58, 1.04, 0.02, 1.04, 0.02, 0.76], ['C', 0.02, 0.52, 0.5, 0.4, 0.52, 0.22]],
  ],
  '9': [
    [
      ['M', 0.57, 0.42],
      ['C', 0.5, 0.56, 0.36, 0.62, 0.26, 0.62],
      ['C', 0.1, 0.62, 0, 0.5, 0, 0.32],
      ['C', 0, 0.12, 0.14, 0, 0.3, 0],
      ['C', 0.48, 0, 0.6, 0.14, 0.58, 0.4],
      ['C', 0.56, 0.7, 0.4, 0.95, 0.1, 1],
    ],
    [['M', 0.56, 0.3], ['C', 0.56, 0.02, 0.04, -0.04, 0.04, 0.3], ['C', 0.04, 0.6, 0.52, 0.56, 0.56, 0.3], ['L', 0.5, 1]],
  ],
  '+': [[['M', 0.04, 0.52], ['L', 0.56, 0.5], ['M', 0.3, 0.24], ['L', 0.31, 0.78]]],
  '=': [[['M', 0.04, 0.38], ['L', 0.56, 0.37], ['M', 0.04, 0.64], ['L', 0.56, 0.63]]],
  '?': [[['M', 0.04, 0.22], ['C', 0.1, -0.06, 0.6, -0.06, 0.55, 0.26], ['C', 0.52, 0.44, 0.3, 0.45, 0.3, 0.7], ['D', 0.3, 0.94]]],
};

/* Randomness ------------------------------------------------------------------------------------- */

/** A uniform number in [min, max), from the system's CSPRNG: the distortions must not be predictable. */
function rand(min: number, max: number): number {
  return min + (crypto.randomInt(0, 2 ** 32) / 2 ** 32) * (max - min);
}
const pick = <T>(items: readonly T[]): T => items[crypto.randomInt(items.length)];

/* Drawing ---------------------------------------------------------------------------------------- */

/** A random affine map of the glyph box onto the picture: scale, shear, rotation, offset, in pixels. */
function glyphTransform(cx: number, cy: number, height: number): (p: Point) => Point {
  const sx = height * rand(0.8, 1.2);
  const sy = height * rand(0.85, 1.15);
  const shear = rand(-0.25, 0.25);
  const angle = rand(-0.25, 0.25);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return ([x, y]) => {
    const u = (x - 0.3 + shear * (y - 0.5)) * sx;
    const v = (y - 0.5) * sy;
    return [cx + u * cos - v * sin, cy + u * sin + v * cos];
  };
}

/** Strokes a glyph, every point of its outline moved a little on its own (a hand never repeats). */
function drawGlyph(ctx: Context, commands: Command[], map: (p: Point) => Point, wobble: number): void {
  const at = (x: number, y: number) => map([x + rand(-wobble, wobble), y + rand(-wobble, wobble)]);
  ctx.beginPath();
  for (const command of commands) {
    if (command[0] === 'M') ctx.moveTo(...at(command[1], command[2]));
    else if (command[0] === 'L') ctx.lineTo(...at(command[1], command[2]));
    else if (command[0] === 'C') ctx.bezierCurveTo(...at(command[1], command[2]), ...at(command[3], command[4]), ...at(command[5], command[6]));
    else {
      const [x, y] = at(command[1], command[2]);
      ctx.moveTo(x + ctx.lineWidth * 0.6, y);
      ctx.arc(x, y, ctx.lineWidth * 0.6, 0, Math.PI * 2);
    }
  }
  ctx.stroke();
}

const ink = () => `hsl(${Math.floor(rand(0, 360))} ${Math.floor(rand(45, 80))}% ${Math.floor(rand(14, 32))}%)`;

/** Curves across the picture in the glyphs' colours: under the glyphs as thick as their strokes. */
function drawNoiseLines(ctx: Context, colours: string[], count: number, width: [number, number]): void {
  for (let i = 0; i < count; i++) {
    ctx.strokeStyle = pick(colours);
    ctx.lineWidth = rand(...width) * SCALE;
    ctx.beginPath();
    ctx.moveTo(rand(-20, W * 0.3), rand(0, H));
    ctx.bezierCurveTo(rand(0, W), rand(-H * 0.3, H * 1.3), rand(0, W), rand(-H * 0.3, H * 1.3), rand(W * 0.7, W + 20), rand(0, H));
    ctx.stroke();
  }
}

function drawDots(ctx: Context, colours: string[], count: number): void {
  for (let i = 0; i < count; i++) {
    ctx.fillStyle = pick(colours);
    ctx.beginPath();
    ctx.arc(rand(0, W), rand(0, H), rand(0.6, 2) * SCALE, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Light blotches and a tinted gradient under everything, so the background is not one flat colour. */
function drawBackground(ctx: Context): void {
  const hue = rand(0, 360);
  const gradient = ctx.createLinearGradient(0, rand(0, H), W, rand(0, H));
  gradient.addColorStop(0, `hsl(${Math.floor(hue)} 40% 93%)`);
  gradient.addColorStop(1, `hsl(${Math.floor(hue + rand(60, 180)) % 360} 40% 90%)`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, W, H);
  for (let i = 0; i < 14; i++) {
    ctx.fillStyle = `hsl(${Math.floor(rand(0, 360))} 50% ${Math.floor(rand(74, 88))}% / 0.55)`;
    ctx.beginPath();
    ctx.ellipse(rand(0, W), rand(0, H), rand(6, 30) * SCALE, rand(4, 16) * SCALE, rand(0, Math.PI), 0, Math.PI * 2);
    ctx.fill();
  }
}

/**
 * Bends the picture along two sine waves (rows sideways, columns up and down) and speckles every
 * pixel: a smooth warp no per-glyph transform undoes, and grain no threshold removes cleanly.
 */
function warpAndSpeckle(ctx: Context): void {
  const source = ctx.getImageData(0, 0, W, H);
  const target = ctx.createImageData(W, H);
  const ax = rand(2, 4) * SCALE;
  const ay = rand(2, 4) * SCALE;
  const fx = rand(0.025, 0.05) / SCALE;
  const fy = rand(0.04, 0.08) / SCALE;
  const px = rand(0, Math.PI * 2);
  const py = rand(0, Math.PI * 2);
  const grain = crypto.randomBytes(W * H);
  const src = source.data;
  const dst = target.data;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const sx = Math.min(W - 1, Math.max(0, Math.round(x + ax * Math.sin(y * fy + py))));
      const sy = Math.min(H - 1, Math.max(0, Math.round(y + ay * Math.sin(x * fx + px))));
      const from = (sy * W + sx) * 4;
      const to = (y * W + x) * 4;
      const noise = (grain[y * W + x] % 49) - 24;
      dst[to] = src[from] + noise;
      dst[to + 1] = src[from + 1] + noise;
      dst[to + 2] = src[from + 2] + noise;
      dst[to + 3] = 255;
    }
  }
  ctx.putImageData(target, 0, 0);
}

/**
 * Skia embeds an sRGB colour profile (ICCP, about 450 bytes of text) that browsers assume anyway: the
 * image goes out with its picture chunks only, and the VP8X header no longer announcing a profile.
 */
function withoutColourProfile(webp: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 12; at + 8 <= webp.length; ) {
    const size = webp.readUInt32LE(at + 4);
    const end = Math.min(webp.length, at + 8 + size + (size % 2));
    const chunk = Buffer.from(webp.subarray(at, end));
    const type = chunk.toString('latin1', 0, 4);
    if (type === 'VP8X') chunk[8] &= ~0x20;
    if (type !== 'ICCP') parts.push(chunk);
    at = end;
  }
  const header = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  const out = Buffer.concat([header, ...parts]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}

/** The registration captcha for these operands ("a + b = ?"), as a WebP data URI; every call draws a different picture. */
export async function captchaImage(operands: readonly number[]): Promise<string> {
  const { createCanvas } = await (loadCanvas ??= import('@napi-rs/canvas'));
  const canvas: Canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  drawBackground(ctx);

  const symbols = [...operands.flatMap((n, i) => [...(i ? ['+'] : []), ...String(n)]), '=', '?'];
  const colours = symbols.map(() => ink());
  drawNoiseLines(ctx, colours, 2, [1.8, 3]);

  const cell = W / (symbols.length + 0.4);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  symbols.forEach((symbol, i) => {
    const digit = /\d/.test(symbol);
    const height = H * (digit ? rand(0.46, 0.56) : rand(0.3, 0.38));
    const map = glyphTransform(cell * (i + 0.62) + rand(-0.08, 0.08) * cell, H / 2 + rand(-0.07, 0.07) * H, height);
    ctx.strokeStyle = colours[i];
    ctx.fillStyle = colours[i];
    ctx.lineWidth = rand(3, 4.5) * SCALE;
    drawGlyph(ctx, pick(GLYPHS[symbol]), map, digit ? 0.045 : 0.02);
  });

  drawNoiseLines(ctx, colours, 3, [0.8, 1.6]);
  drawDots(ctx, colours, 40);
  warpAndSpeckle(ctx);
  const webp = withoutColourProfile(await canvas.encode('webp', WEBP_QUALITY));
  return `data:image/webp;base64,${webp.toString('base64')}`;
}
