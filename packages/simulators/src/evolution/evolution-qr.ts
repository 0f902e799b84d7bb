import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';

/**
 * A WhatsApp-Web-style pairing string: `ref,noiseKey,identityKey,advSecret`. Only its shape
 * matters; the phone page "scans" it by comparing it with the instance's current code.
 */
export function newQrPayload(): string {
  const part = (bytes: number) => randomBytes(bytes).toString('base64');
  return `2@${part(48)},${part(32)},${part(32)},${part(32)}`;
}

/** The same rendering options as Evolution's Baileys service, hence the green modules. */
export function renderQrDataUrl(code: string): Promise<string> {
  return QRCode.toDataURL(code, {
    margin: 3,
    scale: 4,
    errorCorrectionLevel: 'H',
    color: { light: '#ffffff', dark: '#198754' },
  });
}
