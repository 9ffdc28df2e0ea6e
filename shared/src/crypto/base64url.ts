const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Map([...ALPHABET].map((char, index) => [char, index]));

/** Base64url without padding; hand-written because the mini-program has neither btoa nor Buffer. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = [n >> 18, (n >> 12) & 63, (n >> 6) & 63, n & 63].map((v) => ALPHABET[v]);
    out += chars.slice(0, Math.min(4, bytes.length - i + 1)).join('');
  }
  return out;
}

/** Decodes base64url (padding and standard `+/` tolerated); throws on any other character. */
export function fromBase64Url(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (clean.length % 4 === 1) throw new Error('invalid base64url length');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < clean.length; i += 4) {
    const values = [...clean.slice(i, i + 4)].map((char) => {
      const v = LOOKUP.get(char);
      if (v === undefined) throw new Error('invalid base64url character');
      return v;
    });
    const n = values.reduce((acc, v, k) => acc | (v << (18 - 6 * k)), 0);
    const bytes = [(n >> 16) & 255, (n >> 8) & 255, n & 255].slice(0, values.length - 1);
    for (const byte of bytes) out[o++] = byte;
  }
  return out;
}
