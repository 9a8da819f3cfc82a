import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/** Retail product codes only: a QR code or a shipping label is not a food. */
const FORMATS = ['EAN13', 'EAN8', 'UPCA', 'UPCE'] as const;
/** Barcodes stay readable well below this; larger photos only cost decode time. */
const DECODE_MAX_SIDE_PX = 2000;

let ready: Promise<unknown> | null = null;

/**
 * Loads the reader's WebAssembly once, from disk: the package's default fetches it from a
 * CDN, which an offline, self-hosted server must not depend on.
 */
function prepare(): Promise<unknown> {
  ready ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const wasm = await readFile(wasmPath);
    // The module wants an ArrayBuffer holding exactly the file (a Buffer may share a pool).
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })().catch((error: unknown) => {
    ready = null; // let a later scan try again rather than fail forever
    throw error;
  });
  return ready;
}

/**
 * The first valid retail barcode (EAN-13/8, UPC-A/E) in a photo, or null. Call it only on
 * bytes processPhoto has accepted: the decode below trusts the format and size checks
 * made there, and still caps its input pixels.
 */
export async function readProductBarcode(
  bytes: Buffer,
  maxInputPixels: number,
): Promise<string | null> {
  await prepare();
  const { data, info } = await sharp(bytes, { limitInputPixels: maxInputPixels })
    .autoOrient()
    .resize({
      width: DECODE_MAX_SIDE_PX,
      height: DECODE_MAX_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const results = await readBarcodes(
    {
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
      colorSpace: 'srgb',
    },
    { formats: [...FORMATS], tryHarder: true, maxNumberOfSymbols: 4 },
  );
  return results.find((r) => r.isValid && /^\d{6,14}$/.test(r.text))?.text ?? null;
}
