import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

/**
 * Draws the install icons (apps/web/public/icons) from the favicon's design (apps/web/public/
 * favicon.svg: the brand gradient, a white star): `node scripts/pwa-icons.ts`. The "any" icons
 * are the rounded favicon; the maskable one fills the square and keeps the star inside the 80%
 * safe circle. Drawn here (4×4 samples a pixel, no dithering, so the PNGs stay small) and
 * committed.
 */
const STAR: Array<[number, number]> = [
  [16, 6],
  [19, 12.1],
  [25.7, 13.1],
  [20.9, 17.8],
  [22, 24.5],
  [16, 21.3],
  [10, 24.5],
  [11.1, 17.8],
  [6.3, 13.1],
  [13, 12.1],
];
const FROM = [0x8b, 0x6c, 0xff];
const TO = [0x3d, 0x7b, 0xff];

function inPolygon(x: number, y: number, points: Array<[number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] as [number, number];
    const [xj, yj] = points[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inRoundedSquare(x: number, y: number, radius: number): boolean {
  if (x < 0 || y < 0 || x > 32 || y > 32) return false;
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** RGBA pixels of the icon at `size`, in the favicon's 32-unit coordinates. */
function draw(size: number, { radius, starScale }: { radius: number; starScale: number }) {
  const star = STAR.map(([x, y]): [number, number] => [
    16 + (x - 16) * starScale,
    16 + (y - 15.3) * starScale,
  ]);
  const pixels = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let cover = 0;
      let white = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const x = ((px + (sx + 0.5) / n) / size) * 32;
          const y = ((py + (sy + 0.5) / n) / size) * 32;
          if (!inRoundedSquare(x, y, radius)) continue;
          cover++;
          if (inPolygon(x, y, star)) white++;
        }
      }
      const t = (px + py) / (2 * (size - 1));
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) {
        const base = (FROM[c] as number) + ((TO[c] as number) - (FROM[c] as number)) * t;
        pixels[at + c] = cover ? Math.round((base * (cover - white) + 255 * white) / cover) : 0;
      }
      pixels[at + 3] = Math.round((cover / (n * n)) * 255);
    }
  }
  return pixels;
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
}

/** An RGBA PNG, each row filtered with "Up" (a gradient leaves tiny, repeating differences). */
function png(size: number, pixels: Buffer): Buffer {
  const stride = size * 4;
  const rows = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y++) {
    rows[y * (stride + 1)] = 2;
    for (let i = 0; i < stride; i++) {
      const above = y > 0 ? (pixels[(y - 1) * stride + i] as number) : 0;
      rows[y * (stride + 1) + 1 + i] = ((pixels[y * stride + i] as number) - above) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../apps/web/public/icons/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const icons = [
  ['icon-192.png', 192, { radius: 8, starScale: 1 }],
  ['icon-512.png', 512, { radius: 8, starScale: 1 }],
  ['maskable-512.png', 512, { radius: 0, starScale: 0.72 }],
] as const;
for (const [name, size, shape] of icons) {
  const file = png(size, draw(size, shape));
  writeFileSync(`${out}${name}`, file);
  console.log(`${name}: ${size}x${size}, ${file.length} bytes`);
}
