import { deflateSync } from 'node:zlib';

/** An RGB colour, 0–255 each. */
export type Rgb = readonly [number, number, number];

export interface AdArt {
  width: number;
  height: number;
  /** The gradient, top-left to bottom-right. */
  from: Rgb;
  to: Rgb;
  /** The disc and the coins drawn over it. */
  accent: Rgb;
  /** A motif: coins stacked (savings), a play button (video), rings (community). */
  motif: 'coins' | 'play' | 'rings';
}

/**
 * Draws a demo ad's creative as a real PNG at seed time (no bundled picture, nothing fetched):
 * a diagonal gradient, a soft disc and a motif. Encoded by hand: IHDR, one zlib IDAT, IEND.
 */
export function drawAdPng(art: AdArt): Buffer {
  const { width: w, height: h } = art;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  const cx = w * 0.72;
  const cy = h * 0.5;
  const r = Math.min(w, h) * 0.36;
  for (let y = 0; y < h; y++) {
    const line = y * (w * 3 + 1);
    raw[line] = 0; // filter: none
    for (let x = 0; x < w; x++) {
      const t = (x / w + y / h) / 2;
      let c: [number, number, number] = [
        mix(art.from[0], art.to[0], t),
        mix(art.from[1], art.to[1], t),
        mix(art.from[2], art.to[2], t),
      ];
      const d = Math.hypot(x - cx, y - cy);
      if (d < r) c = blend(c, [255, 255, 255], 0.18);
      if (inMotif(art.motif, x - cx, y - cy, r)) c = blend(c, art.accent, 0.92);
      // A light diagonal stripe on the left, behind the copy the client writes over it.
      if ((x + y) % 48 < 6 && x < w * 0.45) c = blend(c, [255, 255, 255], 0.08);
      const at = line + 1 + x * 3;
      raw[at] = c[0];
      raw[at + 1] = c[1];
      raw[at + 2] = c[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function inMotif(motif: AdArt['motif'], dx: number, dy: number, r: number): boolean {
  switch (motif) {
    case 'coins': {
      // Three stacked coins: flat ellipses.
      for (let i = 0; i < 3; i++) {
        const oy = dy - r * 0.35 + i * r * 0.3;
        if ((dx / (r * 0.6)) ** 2 + (oy / (r * 0.18)) ** 2 <= 1) return true;
      }
      return false;
    }
    case 'play': {
      // A right-pointing triangle.
      const x = dx + r * 0.25;
      return x >= 0 && x <= r * 0.7 && Math.abs(dy) <= (r * 0.7 - x) * 0.62;
    }
    case 'rings': {
      const centres = [-0.38, 0, 0.38];
      return centres.some((c) => {
        const d = Math.hypot(dx - c * r, dy);
        return d > r * 0.22 && d < r * 0.3;
      });
    }
  }
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);
const blend = (c: number[], d: Rgb, t: number): [number, number, number] => [
  mix(c[0]!, d[0], t),
  mix(c[1]!, d[1], t),
  mix(c[2]!, d[2], t),
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}
