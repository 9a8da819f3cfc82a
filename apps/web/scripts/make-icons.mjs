// Generates the PWA icons in public/icons/ and public/favicon.svg from one SVG design.
// Run once after changing the logo: `npm run icons -w @ketoflow/web` (PNG files are committed).
// The same avocado mark is drawn by src/components/logo.tsx; keep the two in step.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'public', 'icons');

const BACKGROUND = '#0b1f16';

/** The mark on a 512×512 canvas: avocado half with a leaf. */
const mark = `
  <defs>
    <radialGradient id="flesh" cx="50%" cy="62%" r="60%">
      <stop offset="0" stop-color="#f4fbc9"/>
      <stop offset="1" stop-color="#b9e27a"/>
    </radialGradient>
    <linearGradient id="skin" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3fbf6f"/>
      <stop offset="1" stop-color="#1f7f47"/>
    </linearGradient>
    <radialGradient id="pit" cx="40%" cy="35%" r="70%">
      <stop offset="0" stop-color="#e0a24f"/>
      <stop offset="1" stop-color="#9a5a1c"/>
    </radialGradient>
  </defs>
  <path d="M262 112 C 268 62 318 30 384 36 C 376 94 324 128 262 112 Z" fill="#5fd88a"/>
  <path d="M268 106 C 300 84 334 62 366 48" fill="none" stroke="#1f7f47" stroke-width="7" stroke-linecap="round"/>
  <path d="M256 104 C 212 104 188 146 178 190 C 168 236 124 268 124 338 C 124 414 184 468 256 468 C 328 468 388 414 388 338 C 388 268 344 236 334 190 C 324 146 300 104 256 104 Z" fill="url(#skin)"/>
  <path d="M256 134 C 226 134 210 164 202 200 C 192 246 152 278 152 338 C 152 398 200 440 256 440 C 312 440 360 398 360 338 C 360 278 320 246 310 200 C 302 164 286 134 256 134 Z" fill="url(#flesh)"/>
  <circle cx="256" cy="344" r="62" fill="url(#pit)"/>
  <circle cx="234" cy="322" r="15" fill="#fff" fill-opacity="0.35"/>
`;

/** Mark centred at `scale` on a 512 canvas, with a background shape. */
function icon({ scale, rounded }) {
  const offset = (512 - 512 * scale) / 2;
  // Optical centring: the mark's bounding box (y 36–468) sits slightly low.
  const dy = 4 * scale;
  const bg = rounded
    ? `<rect width="512" height="512" rx="112" fill="${BACKGROUND}"/>`
    : `<rect width="512" height="512" fill="${BACKGROUND}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${bg}<g transform="translate(${offset} ${offset - dy}) scale(${scale})">${mark}</g></svg>`;
}

async function png(svg, size, file) {
  await sharp(Buffer.from(svg), { density: 384 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, file));
  process.stdout.write(`wrote public/icons/${file}\n`);
}

await mkdir(out, { recursive: true });
const standard = icon({ scale: 0.82, rounded: true });
// Maskable: full-bleed background, mark inside the 80 % safe circle.
const maskable = icon({ scale: 0.66, rounded: false });
// iOS applies its own mask; a full-bleed square avoids dark corners.
const apple = icon({ scale: 0.74, rounded: false });

/**
 * The notification badge: Android draws only its shape (the alpha channel) in one colour, so
 * the avocado's outline and leaf in white on transparent, the pit cut out.
 */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><g transform="translate(0 4)" fill="#fff">
  <path d="M262 112 C 268 62 318 30 384 36 C 376 94 324 128 262 112 Z"/>
  <path fill-rule="evenodd" d="M256 104 C 212 104 188 146 178 190 C 168 236 124 268 124 338 C 124 414 184 468 256 468 C 328 468 388 414 388 338 C 388 268 344 236 334 190 C 324 146 300 104 256 104 Z M194 344 a 62 62 0 1 0 124 0 a 62 62 0 1 0 -124 0 Z"/>
</g></svg>`;

await png(standard, 192, 'icon-192.png');
await png(standard, 512, 'icon-512.png');
await png(maskable, 512, 'icon-maskable-512.png');
await png(apple, 180, 'apple-touch-icon-180.png');
await png(badge, 96, 'badge-96.png');
await writeFile(join(root, 'public', 'favicon.svg'), `${standard}\n`);
process.stdout.write('wrote public/favicon.svg\n');
