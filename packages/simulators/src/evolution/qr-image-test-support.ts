import { inflateSync } from 'node:zlib';

export type DecodedPng = { width: number; height: number; isDark(x: number, y: number): boolean };

const PNG_SIGNATURE = '89504e470d0a1a0a';

function paeth(a: number, b: number, c: number) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * A minimal decoder for the 8-bit RGBA, non-interlaced PNGs `qrcode` writes: enough to read
 * the modules back and prove the image encodes the code, without an image library.
 */
export function decodePngDataUrl(dataUrl: string): DecodedPng {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl);
  if (!match?.[1]) throw new Error('not a PNG data URL');
  const png = Buffer.from(match[1], 'base64');
  if (png.subarray(0, 8).toString('hex') !== PNG_SIGNATURE) throw new Error('bad PNG signature');
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[9] !== 6 || data[12] !== 0) throw new Error('unsupported PNG');
    }
    if (type === 'IDAT') idat.push(data);
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  if (raw.length !== height * (stride + 1)) throw new Error('PNG data has the wrong size');
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= 4 ? pixels[y * stride + x - 4]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = x >= 4 && y > 0 ? pixels[(y - 1) * stride + x - 4]! : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter ?? 0];
      if (predictor === undefined) throw new Error(`unknown PNG filter ${filter}`);
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return {
    width,
    height,
    isDark(x, y) {
      const at = (y * width + x) * 4;
      const luminance = (pixels[at]! + pixels[at + 1]! + pixels[at + 2]!) / 3;
      return luminance < 128;
    },
  };
}
