import { illustrationRowScale } from '@ketoflow/domain';
import sharp from 'sharp';

/** Rows drawn between two yields to the event loop. */
const ROWS_PER_TURN = 128;

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
  const src = new Uint8Array(data.buffer, data.byteOffset, data.length);
  const out = Buffer.alloc(data.length);
  const centre = (width - 1) / 2;
  const lastX = width - 1;
  const rowBytes = width * channels;

  for (let y = 0; y < height; y++) {
    // Give other requests a turn now and then: the largest photo is about 2 M pixels.
    if (y > 0 && y % ROWS_PER_TURN === 0)
      await new Promise<void>((resolve) => setImmediate(resolve));
    const scale = illustrationRowScale(height > 1 ? y / (height - 1) : 0.5, widthScale);
    const row = y * rowBytes;
    if (scale === 1) {
      out.set(src.subarray(row, row + rowBytes), row);
      continue;
    }
    const inverse = 1 / scale;
    for (let x = 0; x < width; x++) {
      // Inverse mapping: which source column lands on output column x. A narrower body reads
      // further out; beyond the edge the edge column repeats (it is background there).
      let source = centre + (x - centre) * inverse;
      if (source < 0) source = 0;
      else if (source > lastX) source = lastX;
      const x0 = Math.floor(source);
      const x1 = x0 < lastX ? x0 + 1 : lastX;
      const t = source - x0;
      const a = row + x0 * channels;
      const b = row + x1 * channels;
      const o = row + x * channels;
      for (let c = 0; c < channels; c++) {
        // Plain typed-array reads and a +0.5 truncation keep this loop monomorphic and fast.
        out[o + c] = (src[a + c]! * (1 - t) + src[b + c]! * t + 0.5) | 0;
      }
    }
  }

  // Light compression: the PNG only carries the pixels to processPhoto's WebP re-encode.
  return sharp(out, { raw: { width, height, channels } }).png({ compressionLevel: 1 }).toBuffer();
}
