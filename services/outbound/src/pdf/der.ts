// A minimal DER reader and writer: enough to build and check one CMS SignedData (cms.ts) while keeping the exact bytes
// of what was signed (a decode/encode round trip through a general ASN.1 library can change them).

export interface Tlv {
  tag: number;
  /** Offset of the tag byte in the buffer it was read from. */
  start: number;
  /** Offset of the first content byte. */
  contentStart: number;
  /** Offset just after the last content byte. */
  end: number;
}

export const tags = {
  integer: 0x02,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  sequence: 0x30,
  set: 0x31,
  context0: 0xa0,
  context1: 0xa1,
} as const;

/** Reads the element at `offset`; throws on anything malformed or running past `limit`. */
export const readTlv = (bytes: Uint8Array, offset: number, limit = bytes.length): Tlv => {
  if (offset + 2 > limit) throw new Error('DER: truncated');
  const tag = bytes[offset]!;
  if ((tag & 0x1f) === 0x1f) throw new Error('DER: multi-byte tags are not used here');
  let cursor = offset + 1;
  const first = bytes[cursor++]!;
  let length = first;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) throw new Error('DER: unsupported length');
    length = 0;
    for (let i = 0; i < count; i++) {
      if (cursor >= limit) throw new Error('DER: truncated');
      length = length * 256 + bytes[cursor++]!;
    }
  }
  const end = cursor + length;
  if (end > limit) throw new Error('DER: element runs past its parent');
  return { tag, start: offset, contentStart: cursor, end };
};

/** The elements inside a constructed element. */
export const children = (bytes: Uint8Array, parent: Tlv): Tlv[] => {
  const out: Tlv[] = [];
  for (let offset = parent.contentStart; offset < parent.end; ) {
    const child = readTlv(bytes, offset, parent.end);
    out.push(child);
    offset = child.end;
  }
  return out;
};

export const content = (bytes: Uint8Array, tlv: Tlv): Uint8Array => bytes.subarray(tlv.contentStart, tlv.end);
export const whole = (bytes: Uint8Array, tlv: Tlv): Uint8Array => bytes.subarray(tlv.start, tlv.end);

const lengthBytes = (length: number): number[] => {
  if (length < 0x80) return [length];
  const out: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) out.unshift(rest % 256);
  return [0x80 | out.length, ...out];
};

/** Encodes one element from its tag and already-encoded contents. */
export const encode = (tag: number, ...parts: Uint8Array[]): Uint8Array => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Uint8Array.from([tag, ...lengthBytes(body.length)]), body]);
};

export const encodeOid = (oid: string): Uint8Array => {
  const arcs = oid.split('.').map(Number);
  const out: number[] = [arcs[0]! * 40 + arcs[1]!];
  for (const arc of arcs.slice(2)) {
    const group: number[] = [arc & 0x7f];
    for (let rest = Math.floor(arc / 128); rest > 0; rest = Math.floor(rest / 128)) group.unshift((rest & 0x7f) | 0x80);
    out.push(...group);
  }
  return encode(tags.oid, Uint8Array.from(out));
};

export const decodeOid = (bytes: Uint8Array, tlv: Tlv): string => {
  if (tlv.tag !== tags.oid) throw new Error('DER: OID expected');
  const body = content(bytes, tlv);
  if (body.length === 0) throw new Error('DER: empty OID');
  const arcs: number[] = [];
  let value = 0;
  for (const byte of body) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      if (arcs.length === 0) arcs.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
      else arcs.push(value);
      value = 0;
    }
  }
  return arcs.join('.');
};

/** DER orders the members of a SET OF by their encodings (X.690 11.6). */
export const compareEncodings = (a: Uint8Array, b: Uint8Array): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
};
