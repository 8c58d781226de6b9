import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  FILMSTRIPS,
  crc32,
  drawFilmstrip,
  drawKnobFrame,
  encodePng,
  paeth,
  type RgbaImage,
} from './make-filmstrip';

/** A PNG reader for what encodePng writes (RGBA, 8 bits), checking every chunk's CRC on the way. */
function decodePng(png: Buffer): RgbaImage {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  for (;;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length), `CRC of ${type}`).toBe(
      crc32(png.subarray(offset + 4, offset + 8 + length)),
    );
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([...body.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
    }
    if (type === 'IDAT') idat.push(body);
    offset += length + 12;
    if (type === 'IEND') break;
  }
  const filtered = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const data = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const type = filtered[y * (stride + 1)];
    for (let i = 0; i < stride; i += 1) {
      const left = i >= 4 ? (data[y * stride + i - 4] ?? 0) : 0;
      const up = y > 0 ? (data[(y - 1) * stride + i] ?? 0) : 0;
      const upLeft = y > 0 && i >= 4 ? (data[(y - 1) * stride + i - 4] ?? 0) : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][type ?? 0] ?? 0;
      data[y * stride + i] = ((filtered[y * (stride + 1) + 1 + i] ?? 0) + predictor) & 0xff;
    }
  }
  return { width, height, data };
}

/** The RGBA of one pixel. */
function pixel(image: RgbaImage, x: number, y: number): number[] {
  const offset = (y * image.width + x) * 4;
  return [...image.data.subarray(offset, offset + 4)];
}

describe('crc32', () => {
  it('gives the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});

describe('encodePng', () => {
  it('writes a PNG that reads back to the same pixels, whatever filter each row takes', () => {
    const width = 7;
    const height = 5;
    const data = new Uint8Array(width * height * 4);
    // Smooth gradients favour Sub, Up, Average or Paeth; noise favours None.
    for (let i = 0; i < data.length; i += 1) data[i] = i % 3 === 0 ? (i * 37) % 251 : (i >> 2) * 3;
    const image = { width, height, data };
    const decoded = decodePng(encodePng(image));
    expect(decoded.width).toBe(width);
    expect(decoded.height).toBe(height);
    expect([...decoded.data]).toEqual([...data]);
  });
});

describe('drawKnobFrame', () => {
  it('turns the pointer from the start of the sweep (−135°) at position 0 to its end (135°) at position 1', () => {
    const size = 64;
    // A point on the pointer at −135°: lower left of the centre; at 135°, lower right.
    const lowerLeft = [Math.round(size * (0.5 - 0.14)), Math.round(size * (0.5 + 0.14))] as const;
    const lowerRight = [Math.round(size * (0.5 + 0.14)), Math.round(size * (0.5 + 0.14))] as const;
    const brightness = (rgba: number[]) => (rgba[0] ?? 0) + (rgba[1] ?? 0) + (rgba[2] ?? 0);
    const atMin = drawKnobFrame(size, 0);
    const atMax = drawKnobFrame(size, 1);
    expect(brightness(pixel(atMin, ...lowerLeft))).toBeGreaterThan(600);
    expect(brightness(pixel(atMin, ...lowerRight))).toBeLessThan(300);
    expect(brightness(pixel(atMax, ...lowerRight))).toBeGreaterThan(600);
    expect(brightness(pixel(atMax, ...lowerLeft))).toBeLessThan(300);
  });

  it('leaves the corners transparent so the knob sits on any background', () => {
    expect(pixel(drawKnobFrame(32, 0.5), 0, 0)[3]).toBe(0);
  });
});

describe('the committed filmstrips', () => {
  for (const spec of FILMSTRIPS) {
    it(`static/knobs/${spec.file} is what the script draws, frame by frame`, () => {
      const image = decodePng(readFileSync(path.join(__dirname, '..', 'static', 'knobs', spec.file)));
      const vertical = spec.direction === 'vertical';
      expect(image.width).toBe(vertical ? spec.frameSize : spec.frameSize * spec.frames);
      expect(image.height).toBe(vertical ? spec.frameSize * spec.frames : spec.frameSize);
      for (const index of [0, Math.floor(spec.frames / 2), spec.frames - 1]) {
        const frame = drawKnobFrame(spec.frameSize, index / (spec.frames - 1));
        for (let row = 0; row < spec.frameSize; row += 1) {
          const x = vertical ? 0 : index * spec.frameSize;
          const y = (vertical ? index * spec.frameSize : 0) + row;
          const start = (y * image.width + x) * 4;
          const actual = image.data.subarray(start, start + spec.frameSize * 4);
          const expected = frame.data.subarray(row * spec.frameSize * 4, (row + 1) * spec.frameSize * 4);
          expect(
            Buffer.compare(Buffer.from(actual), Buffer.from(expected)),
            `frame ${index}, row ${row}`,
          ).toBe(0);
        }
      }
    });
  }

  it('lays frames out in order: a strip of three holds positions 0, 0.5 and 1', () => {
    const strip = drawFilmstrip({ frames: 3, frameSize: 16, direction: 'horizontal' });
    const middle = drawKnobFrame(16, 0.5);
    expect(pixel(strip, 16 + 8, 4)).toEqual(pixel(middle, 8, 4));
  });
});
