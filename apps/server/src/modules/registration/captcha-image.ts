import { createRequire } from 'node:module';

interface SvgCaptchaOptions {
  width?: number;
  height?: number;
  fontSize?: number;
  noise?: number;
  color?: boolean;
}

// svg-captcha's own entry is a function drawing a given text (its typings declare only the helpers).
const require = createRequire(import.meta.url);
const drawText = require('svg-captcha') as (text: string, options?: SvgCaptchaOptions) => string;

/**
 * The registration captcha as an SVG data URI: "a+b+c=?" drawn as glyph outlines (no text a script
 * could read from the markup), slightly distorted, crossed by noise lines.
 */
export function captchaImage(digits: readonly number[]): string {
  const svg = drawText(`${digits.join('+')}=?`, { width: 240, height: 80, fontSize: 72, noise: 3, color: false });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
