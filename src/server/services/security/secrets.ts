/** Random tokens and keyed hashes for anything stored that must not be readable from the database. */
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256-bit random token, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Session tokens are stored as their SHA-256 (they are random, so no key is needed). */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Short codes (SMS, captcha) are guessable offline: key their hash with the app secret. */
export const keyedHash = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('hex');

/** Random id of `len` URL-safe characters. */
export const randomId = (len = 32): string => randomBytes(len).toString('base64url').slice(0, len);
