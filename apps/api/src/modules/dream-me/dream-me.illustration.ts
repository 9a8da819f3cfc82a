import { illustrationRowScale } from '@ketoflow/domain';
import sharp from 'sharp';

/**
 * The builtin engine's Dream Me image: the photo with each row scaled horizontally around
 * the centre line, strongest over the torso, softer over the face, none at the very top
 * (domain illustrationRowScale). It is a proportional sketch, not a prediction of
 * appearance, and the UI labels it so. Pure arithmetic on the decoded pixels with linear
 * interpolation: the same photo and scale always give the same pixels.
 *
 * Returns a lossless PNG; the caller re-encodes it through processPhoto like any upload.
 */
export async function drawIllustration(photo: Buffer, widthScale: number): Promise<Buffer> {
  const { data, info } = await sharp(photo)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const out = Buffer.alloc(data.length);
  const centre = (width - 1) / 2;
  const lastX = width - 1;
  const rowBytes = width * channels;

  for (let y = 0; y < height; y++) {
    const scale = illustrationRowScale(height > 1 ? y / (height - 1) : 0.5, widthScale);
    const row = y * rowBytes;
    for (let x = 0; x < width; x++) {
      // Inverse mapping: which source column lands on output column x. A narrower body reads
      // further out; beyond the edge the edge column repeats (it is background there).
      const source = Math.min(lastX, Math.max(0, centre + (x - centre) / scale));
      const x0 = Math.floor(source);
      const x1 = Math.min(lastX, x0 + 1);
      const t = source - x0;
      const a = row + x0 * channels;
      const b = row + x1 * channels;
      const o = row + x * channels;
      for (let c = 0; c < channels; c++) {
        out[o + c] = Math.round((data[a + c] ?? 0) * (1 - t) + (data[b + c] ?? 0) * t);
      }
    }
  }

  return sharp(out, { raw: { width, height, channels } }).png().toBuffer();
}
