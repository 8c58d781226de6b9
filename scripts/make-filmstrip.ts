/**
 * Draws the filmstrip images of the AnimationKnob guide (`static/knobs/*.png`): every position of one knob design,
 * frame after frame in one PNG. The pixels are computed here (4 × 4 supersampling for smooth edges) and written by
 * the small PNG encoder below, with node:zlib for the deflate step, so the images come from this file alone.
 *
 * Run `npx tsx scripts/make-filmstrip.ts` after changing a design; commit the images it writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

/** An 8-bit RGBA picture, rows top to bottom, straight (not premultiplied) alpha. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** One filmstrip file: how many frames, how large each is, and which way they run. */
export interface FilmstripSpec {
  /** File name under `static/knobs/`. */
  file: string;
  frames: number;
  /** Width and height of one (square) frame in pixels. */
  frameSize: number;
  direction: 'vertical' | 'horizontal';
}

/** The strips the guide uses. Change them here, run the script, and update the guide's props to match. */
export const FILMSTRIPS: FilmstripSpec[] = [
  { file: 'vintage-64.png', frames: 64, frameSize: 64, direction: 'vertical' },
  { file: 'vintage-32-horizontal@2x.png', frames: 32, frameSize: 128, direction: 'horizontal' },
];

/** The knob's sweep, in degrees from twelve o'clock, clockwise: the same defaults as `Knob`. */
const START_ANGLE = -135;
const END_ANGLE = 135;
const SUBSAMPLES = 4;

type Rgba = readonly [number, number, number, number];

// Mid-tone colours, so the knob reads on the light and the dark theme alike.
const TICK: Rgba = [150, 158, 172, 255];
const TRACK: Rgba = [120, 128, 142, 110];
const ARC: Rgba = [232, 116, 59, 255];
const RIM: Rgba = [18, 20, 25, 255];
const BODY_TOP: Rgba = [84, 90, 104, 255];
const BODY_BOTTOM: Rgba = [34, 37, 44, 255];
const POINTER: Rgba = [246, 239, 226, 255];

/** Angle of the point (dx, dy) from the centre, in degrees from twelve o'clock, clockwise (y grows downwards). */
function angleOf(dx: number, dy: number): number {
  return (Math.atan2(dx, -dy) * 180) / Math.PI;
}

/** Distance from (px, py) to the segment (ax, ay)–(bx, by). */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const vx = bx - ax;
  const vy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / (vx * vx + vy * vy)));
  return Math.hypot(px - (ax + t * vx), py - (ay + t * vy));
}

/**
 * The colour of one sample point of the knob at `position` (0..1), in units of the frame (0..1 on both axes):
 * tick marks, a track and a value arc around a dark cap with a light pointer, layered back to front.
 */
export function knobSample(x: number, y: number, position: number): Rgba {
  const dx = x - 0.5;
  const dy = y - 0.5;
  const r = Math.hypot(dx, dy);
  const angle = angleOf(dx, dy);
  const pointerAngle = START_ANGLE + (END_ANGLE - START_ANGLE) * position;
  const layers: Rgba[] = [];

  // Eleven tick dots just outside the arc.
  for (let i = 0; i <= 10; i += 1) {
    const a = ((START_ANGLE + (END_ANGLE - START_ANGLE) * (i / 10)) * Math.PI) / 180;
    if (Math.hypot(dx - 0.465 * Math.sin(a), dy + 0.465 * Math.cos(a)) <= 0.022) layers.push(TICK);
  }
  const inSweep = angle >= START_ANGLE && angle <= END_ANGLE;
  if (inSweep && r >= 0.385 && r <= 0.425) layers.push(angle <= pointerAngle ? ARC : TRACK);
  if (r <= 0.34) layers.push(RIM);
  if (r <= 0.315) {
    // Light from above: the cap shades from top to bottom and does not turn with the knob.
    const t = Math.max(0, Math.min(1, (dy + 0.315) / 0.63));
    layers.push(
      BODY_TOP.map((channel, i) => channel + ((BODY_BOTTOM[i] ?? 0) - channel) * t) as unknown as Rgba,
    );
  }
  const rad = (pointerAngle * Math.PI) / 180;
  const tip = [0.5 + 0.27 * Math.sin(rad), 0.5 - 0.27 * Math.cos(rad)] as const;
  const base = [0.5 + 0.06 * Math.sin(rad), 0.5 - 0.06 * Math.cos(rad)] as const;
  if (segmentDistance(x, y, base[0], base[1], tip[0], tip[1]) <= 0.03) layers.push(POINTER);

  // "Over" compositing in premultiplied form.
  let [red, green, blue, alpha] = [0, 0, 0, 0];
  for (const [lr, lg, lb, la] of layers) {
    const a = la / 255;
    red = lr * a + red * (1 - a);
    green = lg * a + green * (1 - a);
    blue = lb * a + blue * (1 - a);
    alpha = a + alpha * (1 - a);
  }
  return [red, green, blue, alpha];
}

/** Draws one frame, `size` pixels square, with each pixel the average of 4 × 4 samples. */
export function drawKnobFrame(size: number, position: number): RgbaImage {
  const data = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let [red, green, blue, alpha] = [0, 0, 0, 0];
      for (let sy = 0; sy < SUBSAMPLES; sy += 1) {
        for (let sx = 0; sx < SUBSAMPLES; sx += 1) {
          const [r, g, b, a] = knobSample(
            (px + (sx + 0.5) / SUBSAMPLES) / size,
            (py + (sy + 0.5) / SUBSAMPLES) / size,
            position,
          );
          red += r;
          green += g;
          blue += b;
          alpha += a;
        }
      }
      const n = SUBSAMPLES * SUBSAMPLES;
      const offset = (py * size + px) * 4;
      const coverage = alpha / n;
      // Back from premultiplied averages to straight alpha.
      data[offset] = coverage > 0 ? Math.round(red / n / coverage) : 0;
      data[offset + 1] = coverage > 0 ? Math.round(green / n / coverage) : 0;
      data[offset + 2] = coverage > 0 ? Math.round(blue / n / coverage) : 0;
      data[offset + 3] = Math.round(coverage * 255);
    }
  }
  return { width: size, height: size, data };
}

/** All frames of a strip in one picture: frame i shows position i / (frames - 1), as AnimationKnob reads it. */
export function drawFilmstrip(spec: Pick<FilmstripSpec, 'frames' | 'frameSize' | 'direction'>): RgbaImage {
  const { frames, frameSize, direction } = spec;
  const vertical = direction === 'vertical';
  const width = vertical ? frameSize : frameSize * frames;
  const height = vertical ? frameSize * frames : frameSize;
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < frames; i += 1) {
    const frame = drawKnobFrame(frameSize, frames > 1 ? i / (frames - 1) : 0);
    const left = vertical ? 0 : i * frameSize;
    const top = vertical ? i * frameSize : 0;
    for (let row = 0; row < frameSize; row += 1) {
      const from = row * frameSize * 4;
      data.set(frame.data.subarray(from, from + frameSize * 4), ((top + row) * width + left) * 4);
    }
  }
  return { width, height, data };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 that PNG chunks carry (ISO 3309, as in zlib). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const out = Buffer.alloc(typed.length + 8);
  out.writeUInt32BE(body.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), typed.length + 4);
  return out;
}

/** The Paeth predictor of the PNG specification. */
export function paeth(left: number, up: number, upLeft: number): number {
  const p = left + up - upLeft;
  const pa = Math.abs(p - left);
  const pb = Math.abs(p - up);
  const pc = Math.abs(p - upLeft);
  return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
}

/**
 * Encodes an RGBA picture as a PNG (colour type 6, 8 bits, no interlace). Each row takes the filter whose output
 * has the smallest sum of absolute values, the usual heuristic for small files.
 */
export function encodePng(image: RgbaImage): Buffer {
  const { width, height, data } = image;
  const stride = width * 4;
  const filtered = new Uint8Array((stride + 1) * height);
  const candidate = new Uint8Array(stride);
  for (let y = 0; y < height; y += 1) {
    const row = data.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? data.subarray((y - 1) * stride, y * stride) : null;
    let best = { type: 0, score: Infinity, bytes: new Uint8Array(0) };
    for (let type = 0; type <= 4; type += 1) {
      let score = 0;
      for (let i = 0; i < stride; i += 1) {
        const left = i >= 4 ? (row[i - 4] ?? 0) : 0;
        const up = above?.[i] ?? 0;
        const upLeft = above && i >= 4 ? (above[i - 4] ?? 0) : 0;
        const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][type] ?? 0;
        const value = ((row[i] ?? 0) - predictor) & 0xff;
        candidate[i] = value;
        score += value < 128 ? value : 256 - value;
      }
      if (score < best.score) best = { type, score, bytes: candidate.slice() };
    }
    filtered[y * (stride + 1)] = best.type;
    filtered.set(best.bytes, y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Writes every strip of {@link FILMSTRIPS} into `directory`; returns the files and their sizes. */
export function writeFilmstrips(directory: string): { file: string; bytes: number }[] {
  mkdirSync(directory, { recursive: true });
  return FILMSTRIPS.map((spec) => {
    const png = encodePng(drawFilmstrip(spec));
    writeFileSync(path.join(directory, spec.file), png);
    return { file: spec.file, bytes: png.length };
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename);
if (isMain) {
  for (const { file, bytes } of writeFilmstrips(path.join(__dirname, '..', 'static', 'knobs'))) {
    console.info(`static/knobs/${file}: ${(bytes / 1024).toFixed(1)} KB`);
  }
}
