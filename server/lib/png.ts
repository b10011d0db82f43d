import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A small RGBA PNG drawn by a function of (x, y): the demo's category icons and illustrations,
 * made at seed time so the repository carries no binary images.
 */
export function drawPng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const hexToRgb = (hex: string): [number, number, number] => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** A filled disc on transparent ground: a category icon in its colour (or grey). */
export const discIcon = (hex: string, size = 96) => {
  const [r, g, b] = hexToRgb(hex);
  const c = (size - 1) / 2;
  return drawPng(size, size, (x, y) => ((x - c) ** 2 + (y - c) ** 2 <= (c - 2) ** 2 ? [r, g, b, 255] : [0, 0, 0, 0]));
};

/** A left-to-right gradient from the colour to white, in the crop's 2.76 aspect. */
export const gradientIllustration = (hex: string, width = 552, height = 200) => {
  const [r, g, b] = hexToRgb(hex);
  const mix = (v: number, t: number) => Math.round(v + (255 - v) * t);
  return drawPng(width, height, (x) => {
    const t = x / (width - 1);
    return [mix(r, t), mix(g, t), mix(b, t), 255];
  });
};
