// Writes public/favicon.ico (16, 32 and 48 px) from the app icon, for the browsers and crawlers that
// ask for /favicon.ico whatever the page links. Each size is a PNG inside the icon file, as the ICO
// format allows since Windows Vista. Rerun after changing the icon: node scripts/generate-favicon.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const SIZES = [16, 32, 48];
const icon = readFileSync(new URL('../public/icon-192.png', import.meta.url));
const images = await Promise.all(SIZES.map((size) => sharp(icon).resize(size, size).png().toBuffer()));

const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // 1: an icon
header.writeUInt16LE(images.length, 4);
let offset = header.length + 16 * images.length;
const entries = images.map((png, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(SIZES[i], 0); // width
  entry.writeUInt8(SIZES[i], 1); // height
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
writeFileSync(
  new URL('../public/favicon.ico', import.meta.url),
  Buffer.concat([header, ...entries, ...images]),
);
