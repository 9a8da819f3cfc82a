import {
  CakeSlice,
  CupSoda,
  Cookie,
  EggFried,
  Fish,
  Salad,
  Soup,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/utils';

const TAG_ICONS: [string, LucideIcon][] = [
  ['breakfast', EggFried],
  ['dessert', CakeSlice],
  ['drink', CupSoda],
  ['drinks', CupSoda],
  ['snack', Cookie],
  ['soup', Soup],
  ['fish', Fish],
  ['seafood', Fish],
  ['side', Salad],
  ['salad', Salad],
];

/** Calm, theme-aware washes for recipes without a photo, picked by the title. */
const WASHES = [
  'from-primary/25 via-primary/10 to-transparent text-primary',
  'from-fat/25 via-fat/10 to-transparent text-fat',
  'from-carbs/25 via-carbs/10 to-transparent text-carbs',
  'from-protein/25 via-protein/10 to-transparent text-protein',
];

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

/**
 * The recipe's photo, or a placeholder with an icon for its kind of dish. The box has a
 * fixed aspect ratio, so nothing moves when the image arrives.
 */
export function RecipePhoto({
  title,
  photoUrl,
  tags,
  className,
  eager = false,
}: {
  title: string;
  photoUrl: string | null;
  tags: readonly string[];
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const Icon = TAG_ICONS.find(([tag]) => tags.includes(tag))?.[1] ?? UtensilsCrossed;
  const wash = WASHES[hash(title) % WASHES.length];
  return (
    <div className={cn('relative aspect-[4/3] w-full overflow-hidden bg-muted', className)}>
      {photoUrl && !failed ? (
        <img
          src={photoUrl}
          alt={`Photo of ${title}`}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className={cn('flex size-full items-center justify-center bg-gradient-to-br', wash)}
        >
          <Icon className="size-10 opacity-80" strokeWidth={1.5} />
        </div>
      )}
    </div>
  );
}
