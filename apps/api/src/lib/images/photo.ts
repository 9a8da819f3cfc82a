import { ErrorCode, PHOTO_LIMITS } from '@ketoflow/contracts';
import sharp from 'sharp';
import { AppError, ValidationError } from '../errors.js';

/** 413 with the uniform error body: the photo is over the byte limit. */
export class PhotoTooLargeError extends AppError {
  constructor(maxBytes: number = PHOTO_LIMITS.maxBytes) {
    super(
      ErrorCode.VALIDATION_FAILED,
      413,
      `This photo is larger than ${Math.round(maxBytes / (1024 * 1024))} MB. Choose a smaller one or take a new photo.`,
      { maxBytes },
    );
  }
}

export type ProcessedImage = {
  data: Buffer;
  mimeType: 'image/webp';
  width: number;
  height: number;
};

type Metadata = Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;

const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
const FORMATS_TEXT = 'Use a JPEG, PNG or WebP photo.';

/**
 * Checks that the bytes are a real photo within the limits, turns it upright from its
 * EXIF orientation, scales it down to `maxSidePx` and re-encodes it as WebP. Re-encoding
 * without `keepMetadata` drops every EXIF/XMP/ICC field, GPS position included, so no
 * stored image carries where or with what it was taken.
 */
export async function processPhoto(
  bytes: Buffer,
  limits: { maxBytes: number; maxMegapixels: number; maxSidePx: number } = PHOTO_LIMITS,
): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ValidationError(`The file is empty. ${FORMATS_TEXT}`);
  if (bytes.length > limits.maxBytes) throw new PhotoTooLargeError(limits.maxBytes);
  const maxPixels = limits.maxMegapixels * 1_000_000;

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new ValidationError(`This file is not an image we can read. ${FORMATS_TEXT}`);
  }
  if (!metadata.format || !READABLE_FORMATS.has(metadata.format)) {
    throw new ValidationError(
      `${metadata.format ? metadata.format.toUpperCase() : 'This'} files are not supported. ${FORMATS_TEXT}`,
    );
  }
  const { width, height } = metadata;
  if (!width || !height) throw new ValidationError(`This image has no size. ${FORMATS_TEXT}`);
  if (width * height > maxPixels) {
    throw new ValidationError(
      `This photo has ${Math.round((width * height) / 1_000_000)} megapixels; the limit is ${limits.maxMegapixels}. Choose a smaller one.`,
    );
  }

  try {
    // `failOn: 'error'` refuses truncated or corrupt data instead of storing a grey half.
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .autoOrient()
      .resize({
        width: limits.maxSidePx,
        height: limits.maxSidePx,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, mimeType: 'image/webp', width: info.width, height: info.height };
  } catch {
    // The prebuilt libvips decodes AVIF but not HEVC (iPhone HEIC) for patent reasons.
    if (metadata.format === 'heif') {
      throw new ValidationError(
        'HEIC photos cannot be read here. Choose a JPEG, PNG or WebP photo (on an iPhone: Settings › Camera › Formats › Most Compatible).',
      );
    }
    throw new ValidationError(`This image is damaged or incomplete. ${FORMATS_TEXT}`);
  }
}
