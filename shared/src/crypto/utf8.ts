/** UTF-8 encoding by hand: the mini-program runtime has no TextEncoder/TextDecoder. */
export function utf8Encode(text: string): Uint8Array {
  const out: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) out.push(code);
    else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else out.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return Uint8Array.from(out);
}

/** Strict UTF-8 decoding; throws on malformed input rather than inventing replacement characters. */
export function utf8Decode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const first = bytes[i] ?? 0;
    const extra = first < 0x80 ? 0 : first >= 0xf0 && first < 0xf5 ? 3 : first >= 0xe0 ? 2 : first >= 0xc2 ? 1 : -1;
    if (extra < 0 || i + extra >= bytes.length + (extra === 0 ? 1 : 0)) throw new Error('invalid UTF-8');
    let code = extra === 0 ? first : first & (0x3f >> extra);
    for (let k = 1; k <= extra; k += 1) {
      const next = bytes[i + k] ?? 0;
      if ((next & 0xc0) !== 0x80) throw new Error('invalid UTF-8');
      code = (code << 6) | (next & 63);
    }
    const minimum = [0, 0x80, 0x800, 0x10000][extra] ?? 0;
    if (code < minimum || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new Error('invalid UTF-8');
    out += String.fromCodePoint(code);
    i += extra + 1;
  }
  return out;
}
