import { describe, expect, it } from 'vitest';
import { imageInfo, withoutMetadata } from './image.ts';

const segment = (marker: number, payload: string): Buffer => {
  const body = Buffer.from(payload, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, body]);
};

// SOI, APP0 JFIF, APP1 EXIF with a GPS tag's text, COM, a 2×3 baseline frame header, SOS and "scan data", EOI.
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8]),
  segment(0xe0, 'JFIF\0\x01\x01\0\0\x01\0\x01\0\0'),
  segment(0xe1, 'Exif\0\0GPSLatitude 60.1699 N'),
  segment(0xfe, 'Taken at home'),
  segment(0xc0, '\x08\0\x03\0\x02\x01\x01\x11\0'),
  segment(0xda, '\x01\x01\0\0\x3f\0'),
  Buffer.from('scan-data-\xff\0-bytes', 'latin1'),
  Buffer.from([0xff, 0xd9]),
]);

describe('withoutMetadata', () => {
  it('drops a JPEG\'s EXIF (with its GPS position) and comments, keeps JFIF, the frame and the scan as they were', () => {
    const info = imageInfo(jpeg)!;
    expect(info).toEqual({ type: 'image/jpeg', width: 2, height: 3 });
    const clean = Buffer.from(withoutMetadata(jpeg, info));
    const text = clean.toString('latin1');
    expect(text).not.toContain('GPSLatitude');
    expect(text).not.toContain('Taken at home');
    expect(text).toContain('JFIF');
    expect(clean.subarray(clean.indexOf(Buffer.from([0xff, 0xda])))).toEqual(jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda]))));
    expect(imageInfo(clean)).toEqual(info);
  });
});
