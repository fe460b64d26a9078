import { createRequire } from 'node:module';

interface SvgCaptchaOptions {
  width?: number;
  height?: number;
  fontSize?: number;
  noise?: number;
  color?: boolean;
}

// svg-captcha's own entry is a function drawing a given text (its typings declare only the helpers).
// It loads its font on import, so it is required with the first captcha, not at start-up.
const require = createRequire(import.meta.url);
let drawText: ((text: string, options?: SvgCaptchaOptions) => string) | undefined;

/**
 * The registration captcha as an SVG data URI: "a+b+c=?" drawn as glyph outlines (no text a script
 * could read from the markup), slightly distorted, crossed by noise lines.
 */
export function captchaImage(digits: readonly number[]): string {
  drawText ??= require('svg-captcha') as (text: string, options?: SvgCaptchaOptions) => string;
  const svg = drawText(`${digits.join('+')}=?`, { width: 240, height: 80, fontSize: 72, noise: 3, color: false });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
