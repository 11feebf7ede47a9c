import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app implements it: SHA-1, 6 digits, 30-second steps. */
const settings = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either side of now: a code typed as it rolls over, or a phone clock a little off. */
const window = 1;
const issuer = 'Tunne';

const totpOf = (secretBase32: string, label = ''): TOTP =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secretBase32), ...settings });

/** A new 160-bit secret (RFC 4226's recommended length) in base32. */
export const newSecret = (): string => new Secret({ size: 20 }).base32;

/** Apps show codes as '123 456'; people type them either way. */
export const normaliseCode = (code: string): string => code.replace(/\s+/g, '');

export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(normaliseCode(code));

/**
 * The 30-second step the code belongs to (now ± one step), or null. The caller stores the step it accepted and
 * refuses that step and older ones afterwards, so a code cannot be replayed.
 */
export const stepOfCode = (secretBase32: string, code: string, now = Date.now()): number | null => {
  const token = normaliseCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token, timestamp: now, window });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
};

export interface Enrolment {
  otpauth_uri: string;
  secret: string;
  qr_code: string;
}

/** What the profile shows to add the account to an app: the otpauth URI, its QR code (SVG data URL) and the secret. */
export const enrolmentOf = async (secretBase32: string, label: string): Promise<Enrolment> => {
  const otpauth_uri = totpOf(secretBase32, label).toString();
  const svg = await QRCode.toString(otpauth_uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauth_uri, secret: secretBase32, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}` };
};
