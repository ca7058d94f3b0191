/**
 * WeChat Pay v3 signatures and notification resources (SHA256-RSA over "timestamp\nnonce\nbody\n",
 * AEAD_AES_256_GCM with the APIv3 key), on top of the plugin's Rsa/AesGcm/Formatter. Used by our verification
 * and, in reverse, by the local simulator.
 */
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';

/** WeChat refuses (and so do we) a signed message more than 5 minutes off the local clock. */
export const MAX_SKEW_S = 300;

export const WECHAT_HEADERS = {
  timestamp: 'wechatpay-timestamp',
  nonce: 'wechatpay-nonce',
  signature: 'wechatpay-signature',
  serial: 'wechatpay-serial',
} as const;

/** The signed headers of an answer or notification. */
export interface SignedHeaders {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
}

/** The platform key we trust, in public-key mode: its PUB_KEY_ID_ serial and PEM. */
export interface PlatformKey {
  id: string;
  publicKey: string;
}

/** An encrypted notification resource. */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
  original_type?: string;
}

/** Sign a message with an RSA private key (SHA256-RSA, base64). */
export const rsaSign = (message: string, privateKey: string): string => Rsa.sign(message, privateKey);

/** The string an answer or notification is signed over. */
export const responseMessage = (timestamp: string, nonce: string, body: string): string =>
  Formatter.response(timestamp, nonce, body);

/** The string a request is signed over: method, path with query, timestamp, nonce, body. */
export const requestMessage = (method: string, uri: string, timestamp: string, nonce: string, body: string) =>
  Formatter.request(method, uri, timestamp, nonce, body);

/** Read the four signed headers; null when one is missing. */
export function signedHeaders(get: (name: string) => string | undefined): SignedHeaders | null {
  const timestamp = get(WECHAT_HEADERS.timestamp);
  const nonce = get(WECHAT_HEADERS.nonce);
  const signature = get(WECHAT_HEADERS.signature);
  const serial = get(WECHAT_HEADERS.serial);
  if (!timestamp || !nonce || !signature || !serial) return null;
  return { timestamp, nonce, signature, serial };
}

/**
 * Verify a signed body (the RAW body, byte for byte) against the platform key; answers null when it holds,
 * else the reason it does not.
 */
export function verifySigned(
  h: SignedHeaders,
  rawBody: string,
  key: PlatformKey,
  nowS: number,
): string | null {
  if (h.serial !== key.id) return `unknown serial ${h.serial.slice(0, 64)}`;
  if (!/^\d{1,12}$/.test(h.timestamp)) return 'malformed timestamp';
  if (Math.abs(nowS - Number(h.timestamp)) > MAX_SKEW_S)
    return `timestamp ${h.timestamp} is more than 5 minutes off`;
  let ok = false;
  try {
    ok = Rsa.verify(responseMessage(h.timestamp, h.nonce, rawBody), h.signature, key.publicKey);
  } catch {
    ok = false;
  }
  return ok ? null : 'signature does not verify';
}

/** Decrypt a notification resource with the APIv3 key; throws when the key, nonce, AAD or ciphertext do not match. */
export function decryptResource(resource: EncryptedResource, apiv3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM')
    throw new Error(`unsupported algorithm ${resource.algorithm}`);
  return Aes.AesGcm.decrypt(resource.ciphertext, apiv3Key, resource.nonce, resource.associated_data ?? '');
}

/** Encrypt a resource the way WeChat does (the simulator's half). */
export function encryptResource(
  plaintext: string,
  apiv3Key: string,
  nonce: string,
  associatedData: string,
  originalType: string,
): EncryptedResource {
  return {
    original_type: originalType,
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: Aes.AesGcm.encrypt(plaintext, apiv3Key, nonce, associatedData),
    associated_data: associatedData,
    nonce,
  };
}

/** A random nonce as the plugin makes them (32 alphanumerics, or `size`). */
export const nonceOf = (size = 32): string => Formatter.nonce(size);

/** Sign a body with a private key under `serial`: the four headers WeChat sends. */
export function signBody(body: string, privateKey: string, serial: string, nowS: number): SignedHeaders {
  const timestamp = String(nowS);
  const nonce = nonceOf();
  return {
    timestamp,
    nonce,
    serial,
    signature: rsaSign(responseMessage(timestamp, nonce, body), privateKey),
  };
}

/** Parse the Authorization header of a signed request (WECHATPAY2-SHA256-RSA2048 k="v",…). */
export function parseAuthorization(header: string | undefined): Record<string, string> | null {
  const m = /^WECHATPAY2-SHA256-RSA2048\s+(.+)$/.exec(header ?? '');
  if (!m) return null;
  const fields: Record<string, string> = {};
  for (const part of m[1]!.matchAll(/(\w+)="([^"]*)"/g)) fields[part[1]!] = part[2]!;
  return fields;
}
