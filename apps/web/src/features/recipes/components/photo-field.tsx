import { PHOTO_LIMITS } from '@ketoflow/contracts';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormDescription, FormMessage } from '../../../components/ui/form-field';
import { cn } from '../../../lib/utils';

/** What the form will do with the photo when it is saved. */
export type PhotoChange =
  { kind: 'keep' } | { kind: 'set'; file: File; previewUrl: string } | { kind: 'remove' };

const ACCEPT = PHOTO_LIMITS.acceptedTypes.join(',');
const MAX_MB = PHOTO_LIMITS.maxBytes / (1024 * 1024);

/** Checks what the browser can check (type, size); the server decodes and re-encodes it. */
export function photoProblem(file: File): string | null {
  if (file.size > PHOTO_LIMITS.maxBytes) {
    return `This photo is larger than ${MAX_MB} MB. Choose a smaller one or take a new photo.`;
  }
  const accepted: readonly string[] = PHOTO_LIMITS.acceptedTypes;
  if (file.type && !accepted.includes(file.type)) {
    return 'Use a JPEG, PNG or WebP photo.';
  }
  return null;
}

/**
 * Choose, preview and remove a recipe photo. Nothing is uploaded here: the form sends the
 * change after the recipe itself is saved, so a new recipe can have a photo too.
 */
export function PhotoField({
  currentUrl,
  title,
  change,
  onChange,
  serverError,
}: {
  currentUrl: string | null;
  title: string;
  change: PhotoChange;
  onChange: (change: PhotoChange) => void;
  serverError?: string | null;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const descriptionId = useId();
  const inputId = useId();

  // A replaced preview's object URL is released at once; the last one lives until the page
  // goes (revoking it in an effect cleanup would break the preview under StrictMode).
  function replace(next: PhotoChange) {
    if (change.kind === 'set') URL.revokeObjectURL(change.previewUrl);
    onChange(next);
  }

  const shown =
    change.kind === 'set' ? change.previewUrl : change.kind === 'remove' ? null : currentUrl;
  const error = problem ?? serverError ?? null;

  return (
    <div className="grid gap-2">
      <h2 className="text-lg leading-tight font-semibold tracking-tight" id={`${inputId}-label`}>
        Photo <span className="text-sm font-normal text-muted-foreground">(optional)</span>
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div
          className={cn(
            'relative flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted sm:w-48',
            error && 'border-destructive',
          )}
        >
          {shown ? (
            <img
              src={shown}
              alt={`Photo of ${title || 'the recipe'}`}
              className="size-full object-cover"
            />
          ) : (
            <ImagePlus className="size-8 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="grid gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            aria-labelledby={`${inputId}-label`}
            aria-describedby={descriptionId}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const found = photoProblem(file);
              setProblem(found);
              if (!found) replace({ kind: 'set', file, previewUrl: URL.createObjectURL(file) });
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
              <ImagePlus aria-hidden="true" />
              {shown ? 'Change photo' : 'Add a photo'}
            </Button>
            {shown && (
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setProblem(null);
                  replace(currentUrl ? { kind: 'remove' } : { kind: 'keep' });
                }}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            )}
          </div>
          <FormDescription id={descriptionId}>
            JPEG, PNG or WebP up to {MAX_MB} MB. We store a resized copy without location or camera
            data.
          </FormDescription>
          {error && <FormMessage>{error}</FormMessage>}
        </div>
      </div>
    </div>
  );
}
