import crypto from 'node:crypto';

/**
 * Single-use secrets handed to a browser or a person (session ids, e-mail links, SSO tokens, captcha
 * challenges): 256 random bits, URL-safe. Only their SHA-256 is stored, so a copy of the database
 * opens nothing.
 */
export const newToken = (): string => crypto.randomBytes(32).toString('base64url');

/** The stored form of a token (or any secret looked up by equality): SHA-256, base64url. */
export const hashToken = (value: string): string => crypto.createHash('sha256').update(value).digest('base64url');
