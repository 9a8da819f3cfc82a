import { PHOTO_LIMITS, type PhotoScanResponse } from '@ketoflow/contracts';
import { Camera, ImageUp, RotateCcw } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { AiErrorNotice } from '../../../entities/ai/ai-error';
import { CoinPrice } from '../../../entities/ai/coin-price';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormMessage } from '../../../components/ui/form-field';
import { Progress } from '../../../components/ui/progress';
import { newRequestKey } from '../../../entities/ai/ai';
import { isApiError } from '../../../lib/api-client';
import { useScanPhoto } from '../api/food-scans-api';
import { NeedsConnection } from '../../../components/needs-connection';
import { useOnline } from '../../../lib/online';

const ACCEPT = PHOTO_LIMITS.acceptedTypes.join(',');
const MAX_MB = PHOTO_LIMITS.maxBytes / (1024 * 1024);

/** What the browser can check before sending (the server decodes and re-encodes it). */
function photoProblem(file: File): string | null {
  if (file.size === 0) return 'This file is empty. Choose a photo.';
  if (file.size > PHOTO_LIMITS.maxBytes) {
    return `This photo is larger than ${MAX_MB} MB. Choose a smaller one or take a new photo.`;
  }
  if (file.type && !file.type.startsWith('image/')) return 'Use a JPEG, PNG or WebP photo.';
  return null;
}

/**
 * "Take photo" (the phone's rear camera) or "Upload", a preview while the photo is read,
 * and the answer handed to the page: a scored result, or a request to describe the plate.
 */
export function PhotoScanner({ onResult }: { onResult: (result: PhotoScanResponse) => void }) {
  const online = useOnline();
  const cameraRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pending, setPending] = useState<{ file: File; key: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useScanPhoto();
  const hintId = useId();
  const progressId = useId();

  function send(file: File, key: string) {
    setPending({ file, key });
    mutation.mutate(
      { file, key },
      {
        onSuccess: (result) => {
          // The result (or the describe card) shows the stored photo: no second copy here.
          setPreview((current) => {
            if (current) URL.revokeObjectURL(current);
            return null;
          });
          onResult(result);
        },
      },
    );
  }

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again is a new scan
    if (!file) return;
    const issue = photoProblem(file);
    setProblem(issue);
    mutation.reset();
    if (preview) URL.revokeObjectURL(preview);
    setPreview(issue ? null : URL.createObjectURL(file));
    if (!issue) send(file, newRequestKey());
  }

  // Lost connection: the server may have charged, so the retry keeps the key (never twice).
  const canRetry = pending !== null && isApiError(mutation.error, 'NETWORK');

  return (
    <Card data-tour="ketovision-scan">
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Scan your food</h2>
          <CoinPrice action="food_scan" />
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          Photograph the barcode of a packaged food, or your plate. Nothing recognised? You tell us
          what is on it, and that photo costs nothing.
        </p>
        <div className="grid grid-cols-2 gap-3" data-tour="ketovision-photo">
          <Button
            size="lg"
            onClick={() => cameraRef.current?.click()}
            disabled={mutation.isPending || !online}
            aria-describedby={hintId}
          >
            <Camera aria-hidden="true" />
            Take photo
          </Button>
          <Button
            size="lg"
            variant="outline"
            onClick={() => uploadRef.current?.click()}
            disabled={mutation.isPending || !online}
            aria-describedby={hintId}
          >
            <ImageUp aria-hidden="true" />
            Upload
          </Button>
        </div>
        <NeedsConnection />
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-label="Take a photo"
          data-testid="scan-camera-input"
          onChange={picked}
        />
        <input
          ref={uploadRef}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Upload a photo"
          data-testid="scan-upload-input"
          onChange={picked}
        />
        {preview && (
          <img
            src={preview}
            alt="The photo being scanned"
            className="max-h-64 w-full rounded-lg object-contain bg-muted/40"
          />
        )}
        {mutation.isPending && (
          <div className="grid gap-2" role="status">
            <span id={progressId} className="text-sm text-muted-foreground">
              Reading the photo…
            </span>
            <Progress
              aria-labelledby={progressId}
              value={null}
              className="[&>[data-slot=progress-indicator]]:animate-pulse"
            />
          </div>
        )}
        {problem && <FormMessage>{problem}</FormMessage>}
        <AiErrorNotice error={mutation.error} />
        {canRetry && (
          <Button
            variant="outline"
            onClick={() => send(pending.file, pending.key)}
            className="w-fit"
          >
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
