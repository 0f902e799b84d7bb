/**
 * Length of an Ogg Opus file (a WhatsApp voice note) in whole seconds, at least 1: the last
 * page's granule position less the pre-skip, at Opus's 48 kHz. Null when it is not Ogg Opus.
 */
export function oggOpusSeconds(file: Uint8Array): number | null {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const ascii = (from: number, length: number) =>
    from + length <= file.length ? String.fromCharCode(...file.subarray(from, from + length)) : '';
  const head = 27 + (file[26] ?? 0);
  if (ascii(0, 4) !== 'OggS' || ascii(head, 8) !== 'OpusHead' || head + 12 > file.length) {
    return null;
  }
  const preSkip = view.getUint16(head + 10, true);
  let last = -1;
  for (let i = file.length - 4; i >= 0; i--) {
    if (file[i] === 0x4f && ascii(i, 4) === 'OggS') {
      last = i;
      break;
    }
  }
  if (last < 0 || last + 14 > file.length) return null;
  const samples = Number(view.getBigInt64(last + 6, true)) - preSkip;
  return Math.max(1, Math.round(samples / 48_000));
}
