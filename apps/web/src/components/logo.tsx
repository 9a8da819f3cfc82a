import type { ComponentProps } from 'react';
import { env } from '../config/env';
import { cn } from '../lib/utils';

/**
 * The avocado mark (same drawing as scripts/make-icons.mjs, flat colours for small sizes).
 * Decorative: the wordmark or the surrounding link names it.
 */
export function LogoMark({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="112 28 288 448"
      aria-hidden="true"
      focusable="false"
      className={cn('h-8 w-auto shrink-0', className)}
      {...props}
    >
      <path d="M262 112 C 268 62 318 30 384 36 C 376 94 324 128 262 112 Z" fill="#4cc97a" />
      <path
        d="M256 104 C 212 104 188 146 178 190 C 168 236 124 268 124 338 C 124 414 184 468 256 468 C 328 468 388 414 388 338 C 388 268 344 236 334 190 C 324 146 300 104 256 104 Z"
        fill="#2a9a58"
      />
      <path
        d="M256 134 C 226 134 210 164 202 200 C 192 246 152 278 152 338 C 152 398 200 440 256 440 C 312 440 360 398 360 338 C 360 278 320 246 310 200 C 302 164 286 134 256 134 Z"
        fill="#d6efa0"
      />
      <circle cx="256" cy="344" r="62" fill="#b06d26" />
      <circle cx="234" cy="322" r="15" fill="#fff" fillOpacity="0.35" />
    </svg>
  );
}

/** Mark + product name. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark className="h-7" />
      <span
        className={cn('text-lg font-semibold tracking-tight', compact && 'sr-only sm:not-sr-only')}
      >
        {env.appName}
      </span>
    </span>
  );
}
