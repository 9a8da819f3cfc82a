import type { Food } from '@ketoflow/contracts';
import { isValidGtin, normaliseBarcode } from '@ketoflow/domain';
import { Camera, CameraOff, PenLine, ScanBarcode } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-client';
import { isOnline } from '../../lib/online';
import { BARCODE_NEEDS_CONNECTION, seenBarcode } from './offline/seen-barcode';
import { cn } from '../../lib/utils';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { useBarcodeLookup } from './api';
import { CustomFoodDialog } from './custom-food-dialog';

export interface BarcodeLookupProps {
  /** Called with the food found for the barcode (the user's own food, or Open Food Facts). */
  onFound: (food: Food) => void;
  /** Offer "Add it by hand" (CustomFoodDialog with the barcode filled in) on a miss. Default true. */
  allowCustom?: boolean;
  className?: string;
}

const INVALID = "That doesn't look like a barcode. Check the digits and try again.";

/** The browser's own barcode reader (Chromium on Android, macOS); absent elsewhere. */
type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type DetectorConstructor = new (options?: { formats?: string[] }) => Detector;
function barcodeDetector(): DetectorConstructor | null {
  const candidate = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : null;
}

/**
 * Type or paste a barcode (or scan it with the camera where the browser can read barcodes)
 * and look the product up. When the lookup is off, offline or finds nothing, the message
 * says so and the user can add the food by hand.
 */
export function BarcodeLookup({ onFound, allowCustom = true, className }: BarcodeLookupProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  const [scanning, setScanning] = useState(false);
  const lookup = useBarcodeLookup();
  const client = useQueryClient();
  const id = useId();
  const canScan = barcodeDetector() !== null;

  async function find(raw: string) {
    const digits = normaliseBarcode(raw);
    setError(null);
    if (!isValidGtin(digits)) {
      setError(INVALID);
      return;
    }
    // Offline, or no network after all: the products this device has seen.
    const onDevice = () => {
      const food = seenBarcode(client, digits);
      if (food) onFound(food);
      else setError(BARCODE_NEEDS_CONNECTION);
    };
    if (!isOnline()) return onDevice();
    try {
      onFound(await lookup.mutateAsync(digits));
    } catch (e) {
      if (isApiError(e, 'NETWORK')) return onDevice();
      setError(
        isApiError(e) && e.code !== 'INTERNAL'
          ? e.message
          : 'Barcode lookup is not available right now. You can add this food by hand.',
      );
    }
  }

  const showAddByHand =
    allowCustom && error !== null && error !== INVALID && error !== BARCODE_NEEDS_CONNECTION;

  return (
    <div className={cn('grid gap-3', className)}>
      {/* Not a <form>: this often sits inside the caller's form (forms cannot nest). */}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-code`}>Barcode</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 5000112637922"
            value={code}
            aria-invalid={error === INVALID || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={(event) => {
              // Enter looks the code up instead of submitting a surrounding form.
              if (event.key === 'Enter') {
                event.preventDefault();
                void find(code);
              }
            }}
            enterKeyHint="search"
            className="num"
          />
          <Button
            type="button"
            disabled={lookup.isPending || code.trim() === ''}
            onClick={() => void find(code)}
          >
            {lookup.isPending ? <Spinner /> : <ScanBarcode aria-hidden="true" />}
            Look up
          </Button>
        </div>
      </div>

      {canScan && (
        <div className="grid gap-2">
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setScanning((s) => !s)}
          >
            {scanning ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />}
            {scanning ? 'Stop the camera' : 'Scan with the camera'}
          </Button>
          {scanning && (
            <CameraScanner
              onDetected={(value) => {
                setScanning(false);
                setCode(value);
                void find(value);
              }}
              onError={(message) => {
                setScanning(false);
                setError(message);
              }}
            />
          )}
        </div>
      )}

      {error && (
        <div id={`${id}-error`} role="alert" className="grid gap-2 text-sm">
          <p className="font-medium text-destructive">{error}</p>
          {showAddByHand && (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() => setCustomOpen(true)}
            >
              <PenLine aria-hidden="true" />
              Add it by hand
            </Button>
          )}
        </div>
      )}

      {allowCustom && (
        <CustomFoodDialog
          open={customOpen}
          onOpenChange={setCustomOpen}
          defaultBarcode={normaliseBarcode(code)}
          onCreated={(food) => {
            setCustomOpen(false);
            setError(null);
            onFound(food);
          }}
        />
      )}
    </div>
  );
}

/** A live camera preview that reports the first barcode the browser reads in it. */
function CameraScanner({
  onDetected,
  onError,
}: {
  onDetected: (code: string) => void;
  onError: (message: string) => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const done = useRef({ onDetected, onError });
  useEffect(() => {
    done.current = { onDetected, onError };
  });

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['ean_13', 'ean_8', 'upc_a', 'upc_e'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        const video = videoRef.current;
        if (stopped || !video) return;
        video.srcObject = s;
        await video.play();
        timer = setInterval(() => {
          detector
            .detect(video)
            .then((codes) => {
              const value = codes[0]?.rawValue;
              if (value && !stopped) {
                stopped = true;
                done.current.onDetected(value);
              }
            })
            .catch(() => undefined);
        }, 300);
      })
      .catch(() =>
        done.current.onError(
          'We could not use the camera. Allow camera access, or type the barcode instead.',
        ),
      );
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <video
      ref={videoRef}
      muted
      playsInline
      aria-label="Camera preview: hold the barcode in view"
      className="aspect-video w-full max-w-sm rounded-lg bg-black object-cover"
    />
  );
}
