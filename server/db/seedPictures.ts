import { deflateSync } from 'node:zlib';
import { hexToRgb } from '../lib/png';

type Rgb = [number, number, number];

/** A small deterministic generator, so every seed draws the same pictures. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => (s = (s * 1_664_525 + 1_013_904_223) >>> 0) / 2 ** 32;
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/**
 * An RGB canvas painted shape by shape (painter's order), then written once as a PNG: filling a
 * shape's box costs far less than asking every shape about every pixel.
 */
class Canvas {
  readonly data: Uint8ClampedArray;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.data = new Uint8ClampedArray(w * h * 3);
  }
  private put(x: number, y: number, c: Rgb, a: number) {
    const i = (y * this.w + x) * 3;
    const d = this.data;
    if (a >= 1) {
      d[i] = c[0];
      d[i + 1] = c[1];
      d[i + 2] = c[2];
    } else {
      d[i] += (c[0] - d[i]) * a;
      d[i + 1] += (c[1] - d[i + 1]) * a;
      d[i + 2] += (c[2] - d[i + 2]) * a;
    }
  }
  /** Paints pixels x0..x1 of row y in one colour: the first pixel, then copies of what is done. */
  private fillRow(y: number, x0: number, x1: number, c: Rgb) {
    const d = this.data;
    const start = (y * this.w + x0) * 3;
    const end = (y * this.w + x1) * 3;
    if (end <= start) return;
    d[start] = c[0];
    d[start + 1] = c[1];
    d[start + 2] = c[2];
    for (let done = 3; done < end - start; done *= 2) d.copyWithin(start + done, start, start + Math.min(done, end - start - done));
  }
  /** Top-to-bottom gradient over rows y0..y1. */
  gradient(top: Rgb, bottom: Rgb, y0 = 0, y1 = this.h) {
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(this.h, Math.round(y1)); y++)
      this.fillRow(y, 0, this.w, mix(top, bottom, (y - y0) / Math.max(1, y1 - y0 - 1)));
  }
  rect(x0: number, y0: number, x1: number, y1: number, c: Rgb, a = 1) {
    const left = Math.max(0, Math.round(x0));
    const right = Math.min(this.w, Math.round(x1));
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(this.h, Math.round(y1)); y++) {
      if (a >= 1) this.fillRow(y, left, right, c);
      else for (let x = left; x < right; x++) this.put(x, y, c, a);
    }
  }
  /** A disc (or a ring, with `inner`), its edge smoothed over one pixel; only the pixels near it are visited. */
  disc(cx: number, cy: number, r: number, c: Rgb, a = 1, inner = 0) {
    const outer = (r + 1) ** 2;
    const hole = inner > 1 ? (inner - 1) ** 2 : 0;
    for (let y = Math.max(0, Math.floor(cy - r - 1)); y < Math.min(this.h, Math.ceil(cy + r + 1)); y++) {
      const dy2 = (y - cy) ** 2;
      if (dy2 > outer) continue;
      const reach = Math.sqrt(outer - dy2);
      const skip = dy2 < hole ? Math.sqrt(hole - dy2) : -1;
      for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(this.w, Math.ceil(cx + reach)); x++) {
        if (skip > 0 && Math.abs(x - cx) < skip) {
          x = Math.ceil(cx + skip) - 1;
          continue;
        }
        const d = Math.sqrt((x - cx) ** 2 + dy2);
        const cover = Math.min(1, Math.max(0, r - d + 0.5), inner ? Math.max(0, d - inner + 0.5) : 1);
        if (cover > 0) this.put(x, y, c, a * cover);
      }
    }
  }
  /** A thick line, as discs along it. */
  line(x0: number, y0: number, x1: number, y1: number, width: number, c: Rgb) {
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0) / Math.max(1, width / 3));
    for (let i = 0; i <= steps; i++) this.disc(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, width / 2, c);
  }
  /** Ground below a gentle wave from its baseline. */
  hills(base: number, amplitude: number, period: number, phase: number, c: Rgb) {
    for (let x = 0; x < this.w; x++) {
      const top = Math.round(base + amplitude * Math.sin((x / period) * 2 * Math.PI + phase));
      for (let y = Math.max(0, top); y < this.h; y++) this.put(x, y, c, 1);
    }
  }
  /** An opaque RGB PNG (colour type 2): server/lib/png.ts's drawPng asks a function per pixel, which costs more than the painting here. */
  png(): Buffer {
    const { w, h, data } = this;
    const stride = w * 3 + 1;
    const raw = Buffer.alloc(stride * h);
    // Filter type 0 on every row: flat shapes repeat every three bytes, which deflate finds by itself.
    for (let y = 0; y < h; y++) raw.set(data.subarray(y * w * 3, (y + 1) * w * 3), y * stride + 1);
    const header = Buffer.alloc(13);
    header.writeUInt32BE(w, 0);
    header.writeUInt32BE(h, 4);
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
function chunk(type: string, body: Buffer) {
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'ascii');
  body.copy(out, 8);
  let c = -1;
  for (let i = 4; i < 8 + body.length; i++) c = CRC_TABLE[(c ^ out[i]) & 0xff] ^ (c >>> 8);
  out.writeUInt32BE((c ^ -1) >>> 0, 8 + body.length);
  return out;
}

/** The colours a district's pictures are drawn in. */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  ground: string;
  accent: string;
  buildings: string[];
}

export const PICTURE_KINDS = ['city', 'canal', 'park', 'market', 'night', 'podcast', 'promo', 'bike', 'charger', 'lockers', 'courtyard'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** A row of buildings standing on `base`, with lit windows. */
function skyline(cv: Canvas, p: Palette, rnd: () => number, base: number, lit: Rgb, litShare: number) {
  const colours = p.buildings.map(hexToRgb);
  let x = -rnd() * 20;
  while (x < cv.w) {
    const bw = 34 + rnd() * 46;
    const bh = cv.h * (0.22 + rnd() * 0.38);
    const colour = colours[Math.floor(rnd() * colours.length)];
    cv.rect(x, base - bh, x + bw - 3, base, colour);
    for (let wy = base - bh + 8; wy < base - 12; wy += 14) {
      for (let wx = x + 6; wx < x + bw - 12; wx += 11) if (rnd() < litShare) cv.rect(wx, wy, wx + 5, wy + 7, lit, 0.85);
    }
    x += bw;
  }
}

/**
 * One picture of `kind` in the palette, `width` × `height`: flat shapes, the kind of illustration
 * a district's page would carry, distinct for each `seed`.
 */
export function drawPicture(kind: PictureKind, palette: Palette, seed: number, width = 552, height = 200): Buffer {
  const cv = new Canvas(width, height);
  const rnd = random(seed * 7919 + kind.length);
  const sky: [Rgb, Rgb] = [hexToRgb(palette.skyTop), hexToRgb(palette.skyBottom)];
  const sun = hexToRgb(palette.sun);
  const ground = hexToRgb(palette.ground);
  const accent = hexToRgb(palette.accent);
  const white: Rgb = [255, 255, 255];
  const dark: Rgb = [38, 42, 56];
  const w = width;
  const h = height;
  switch (kind) {
    case 'city':
    case 'courtyard': {
      cv.gradient(sky[0], sky[1]);
      cv.disc(w * (0.15 + rnd() * 0.7), h * 0.28, h * 0.12, sun);
      skyline(cv, palette, rnd, h * 0.86, mix(sun, white, 0.5), 0.25);
      cv.rect(0, h * 0.86, w, h, ground);
      if (kind === 'courtyard') for (let x = w * 0.08; x < w; x += w * 0.18) cv.disc(x, h * 0.8, h * 0.1, mix(ground, dark, 0.35));
      break;
    }
    case 'canal': {
      cv.gradient(sky[0], sky[1], 0, h * 0.62);
      cv.disc(w * 0.78, h * 0.22, h * 0.1, sun);
      skyline(cv, palette, rnd, h * 0.62, mix(sun, white, 0.5), 0.2);
      cv.gradient(mix(accent, sky[1], 0.3), mix(accent, dark, 0.4), h * 0.62, h);
      for (let i = 0; i < 26; i++) {
        const y = h * (0.66 + rnd() * 0.32);
        const x = rnd() * w;
        cv.rect(x, y, x + 18 + rnd() * 40, y + 2, white, 0.35);
      }
      break;
    }
    case 'park': {
      cv.gradient(sky[0], sky[1]);
      cv.disc(w * 0.2, h * 0.3, h * 0.13, sun);
      cv.hills(h * 0.62, h * 0.06, w * 0.7, rnd() * 6, mix(ground, white, 0.25));
      cv.hills(h * 0.74, h * 0.05, w * 0.45, rnd() * 6, ground);
      for (let i = 0; i < 7; i++) {
        const x = w * (0.08 + i * 0.14 + rnd() * 0.05);
        const y = h * (0.66 + rnd() * 0.1);
        cv.rect(x - 3, y, x + 3, y + h * 0.16, [110, 78, 52]);
        cv.disc(x, y - h * 0.02, h * (0.09 + rnd() * 0.05), mix(ground, dark, 0.3 + rnd() * 0.2));
      }
      break;
    }
    case 'market': {
      cv.gradient(sky[0], sky[1]);
      cv.rect(0, h * 0.8, w, h, ground);
      const stalls = 4;
      for (let s = 0; s < stalls; s++) {
        const x0 = w * (0.04 + s * 0.24);
        const x1 = x0 + w * 0.2;
        const stripe = (x1 - x0) / 6;
        for (let k = 0; k < 6; k++) cv.rect(x0 + k * stripe, h * 0.3, x0 + (k + 1) * stripe, h * 0.45, k % 2 ? white : accent);
        for (let k = 0; k < 6; k++) cv.disc(x0 + (k + 0.5) * stripe, h * 0.45, stripe / 2, k % 2 ? white : accent);
        cv.rect(x0 + 2, h * 0.45, x0 + 6, h * 0.8, dark);
        cv.rect(x1 - 6, h * 0.45, x1 - 2, h * 0.8, dark);
        cv.rect(x0, h * 0.64, x1, h * 0.7, mix(ground, dark, 0.4));
        for (let k = 0; k < 5; k++) cv.disc(x0 + (k + 0.6) * stripe * 1.15, h * 0.61, h * 0.035, k % 2 ? sun : [214, 64, 52]);
      }
      break;
    }
    case 'night': {
      cv.gradient([14, 20, 48], mix(sky[0], dark, 0.5));
      for (let i = 0; i < 40; i++) cv.disc(rnd() * w, rnd() * h * 0.5, 0.8 + rnd(), white, 0.8);
      cv.disc(w * 0.82, h * 0.22, h * 0.09, [244, 240, 214]);
      skyline(cv, palette, rnd, h * 0.92, [255, 214, 120], 0.45);
      cv.rect(0, h * 0.92, w, h, dark);
      // The camera's "live" dot.
      cv.disc(w * 0.05, h * 0.12, h * 0.04, [228, 46, 46]);
      break;
    }
    case 'podcast': {
      cv.gradient(accent, mix(accent, dark, 0.55));
      const cx = w / 2;
      const cy = h / 2;
      for (let r = 1; r <= 4; r++) cv.disc(cx, cy, h * 0.1 + r * h * 0.085, white, 0.5 / r, h * 0.1 + r * h * 0.085 - 3);
      cv.rect(cx - h * 0.07, cy - h * 0.2, cx + h * 0.07, cy + h * 0.08, white);
      cv.disc(cx, cy - h * 0.2, h * 0.07, white);
      cv.disc(cx, cy + h * 0.08, h * 0.07, white);
      cv.rect(cx - 2, cy + h * 0.15, cx + 2, cy + h * 0.28, white);
      cv.rect(cx - h * 0.09, cy + h * 0.27, cx + h * 0.09, cy + h * 0.31, white);
      break;
    }
    case 'promo': {
      const base = hexToRgb(palette.buildings[0]);
      const light = mix(base, white, 0.18);
      cv.rect(0, 0, w, h, base);
      // Diagonal bands: each row is the one above shifted left by a pixel.
      for (let y = 0; y < h; y++) {
        for (let x0 = 28 - y - 56 * Math.ceil(y / 56); x0 < w; x0 += 56) cv.rect(x0, y, x0 + 28, y + 1, light);
      }
      const cx = w * (0.3 + rnd() * 0.4);
      cv.disc(cx, h / 2, h * 0.36, accent);
      cv.disc(cx, h / 2, h * 0.3, white, 0.9, h * 0.27);
      // A per cent sign.
      cv.line(cx - h * 0.12, h * 0.68, cx + h * 0.12, h * 0.32, 8, white);
      cv.disc(cx - h * 0.1, h * 0.36, h * 0.05, white);
      cv.disc(cx + h * 0.1, h * 0.64, h * 0.05, white);
      break;
    }
    case 'bike': {
      cv.gradient(sky[0], sky[1]);
      cv.rect(0, h * 0.82, w, h, ground);
      for (const [x, colour] of [
        [w * 0.3, accent],
        [w * 0.62, mix(accent, dark, 0.3)],
      ] as [number, Rgb][]) {
        const r = h * 0.17;
        const y = h * 0.82 - r;
        cv.disc(x - r * 1.3, y, r, dark, 1, r - 4);
        cv.disc(x + r * 1.3, y, r, dark, 1, r - 4);
        cv.line(x - r * 1.3, y, x, y - r * 0.1, 5, colour);
        cv.line(x, y - r * 0.1, x + r * 1.3, y, 5, colour);
        cv.line(x - r * 0.6, y - r * 1.1, x, y - r * 0.1, 5, colour);
        cv.line(x - r * 0.6, y - r * 1.1, x + r * 0.8, y - r * 1.1, 5, colour);
        cv.line(x + r * 0.8, y - r * 1.1, x + r * 1.3, y, 5, colour);
        cv.line(x + r * 0.8, y - r * 1.1, x + r * 0.9, y - r * 1.5, 4, dark);
      }
      break;
    }
    case 'charger': {
      cv.gradient(sky[0], sky[1]);
      cv.rect(0, h * 0.82, w, h, ground);
      for (let i = 0; i < 3; i++) {
        const x = w * (0.18 + i * 0.3);
        cv.rect(x, h * 0.3, x + h * 0.14, h * 0.82, white);
        cv.rect(x + h * 0.03, h * 0.36, x + h * 0.11, h * 0.5, accent);
        cv.disc(x + h * 0.07, h * 0.62, h * 0.02, [60, 200, 90]);
        cv.line(x + h * 0.14, h * 0.55, x + h * 0.28, h * 0.7, 4, dark);
      }
      break;
    }
    case 'lockers': {
      cv.gradient(mix(ground, white, 0.6), mix(ground, white, 0.35));
      const cols = 8;
      const rows = 3;
      const cw = (w * 0.8) / cols;
      const ch = (h * 0.7) / rows;
      cv.rect(w * 0.09, h * 0.12, w * 0.91, h * 0.88, dark);
      for (let c = 0; c < cols; c++) {
        for (let r = 0; r < rows; r++) {
          const x = w * 0.1 + c * cw;
          const y = h * 0.15 + r * ch;
          cv.rect(x + 3, y + 3, x + cw - 3, y + ch - 3, c === 3 && r === 1 ? accent : mix(accent, white, 0.55));
          cv.rect(x + cw - 12, y + ch / 2 - 2, x + cw - 7, y + ch / 2 + 2, dark);
        }
      }
      break;
    }
  }
  return cv.png();
}
