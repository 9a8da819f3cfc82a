import { PHOTO_LIMITS } from '@ketoflow/contracts';
import { Camera, ImagePlus, UserRound } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { FormDescription, FormMessage } from '../../../components/ui/form-field';
import { cn } from '../../../lib/utils';

const ACCEPT = PHOTO_LIMITS.acceptedTypes.join(',');
const MAX_MB = PHOTO_LIMITS.maxBytes / (1024 * 1024);

export type PickedPhoto = { file: File; previewUrl: string };

/** What the browser can check (size, type); the server decodes and re-encodes it. */
export function photoProblem(file: File): string | null {
  if (file.size > PHOTO_LIMITS.maxBytes) {
    return `This photo is larger than ${MAX_MB} MB. Choose a smaller one or take a new photo.`;
  }
  const accepted: readonly string[] = PHOTO_LIMITS.acceptedTypes;
  if (file.type && !accepted.includes(file.type)) return 'Use a JPEG, PNG or WebP photo.';
  return null;
}

/**
 * Take a photo (the front camera on phones) or choose one. Two inputs, because `capture`
 * opens the camera directly and leaves no way to pick an existing photo.
 */
export function PhotoPicker({
  photo,
  onPick,
  problem,
  disabled,
}: {
  photo: PickedPhoto | null;
  onPick: (file: File) => void;
  problem: string | null;
  disabled?: boolean;
}) {
  const chooseRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const id = useId();

  function picked(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  }

  return (
    <div className="grid gap-3" data-tour="dream-me-photo">
      <h2 id={`${id}-label`} className="text-sm font-medium">
        Your photo
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div
          className={cn(
            'flex aspect-[3/4] w-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted',
            problem && 'border-destructive',
          )}
        >
          {photo ? (
            <img
              src={photo.previewUrl}
              alt="Your chosen photo"
              className="size-full object-cover"
            />
          ) : (
            <UserRound className="size-10 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="grid gap-2">
          <input
            ref={chooseRef}
            id={`${id}-choose`}
            data-testid="dream-me-photo-input"
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            onChange={picked}
          />
          <input
            ref={cameraRef}
            type="file"
            accept={ACCEPT}
            capture="user"
            className="sr-only"
            tabIndex={-1}
            aria-label="Take a photo with the camera"
            onChange={picked}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={disabled}
              onClick={() => chooseRef.current?.click()}
            >
              <ImagePlus aria-hidden="true" />
              {photo ? 'Choose another photo' : 'Choose a photo'}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={disabled}
              onClick={() => cameraRef.current?.click()}
            >
              <Camera aria-hidden="true" />
              Take a photo
            </Button>
          </div>
          <FormDescription id={`${id}-hint`}>
            A front-facing photo from head to hips works best. JPEG, PNG or WebP up to {MAX_MB} MB;
            we keep a resized copy without location or camera data.
          </FormDescription>
          {problem && <FormMessage>{problem}</FormMessage>}
        </div>
      </div>
    </div>
  );
}
