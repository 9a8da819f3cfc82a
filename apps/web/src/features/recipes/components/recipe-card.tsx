import type { RecipeSummary } from '@ketoflow/contracts';
import { Clock, Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { formatMinutes } from '../lib/format';
import { MacroStrip } from './macro-strip';
import { RecipePhoto } from './recipe-photo';
import { VerdictBadge } from './verdict-badge';

const DIFFICULTY: Record<RecipeSummary['difficulty'], string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

export function difficultyLabel(difficulty: RecipeSummary['difficulty']): string {
  return DIFFICULTY[difficulty];
}

/**
 * One recipe in a list: the whole card is one link to its detail view. A row with a square
 * thumbnail on phones (long lists stay scannable), a tile with a wide photo from 640 px.
 */
export function RecipeCard({ recipe, href }: { recipe: RecipeSummary; href: string }) {
  return (
    <li className="group relative flex overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow duration-150 focus-within:ring-2 focus-within:ring-ring hover:shadow-md sm:flex-col">
      <RecipePhoto
        title={recipe.title}
        photoUrl={recipe.photoUrl}
        tags={recipe.tags}
        className="aspect-auto w-28 shrink-0 self-stretch sm:aspect-[16/10] sm:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-4">
        <div className="grid gap-1">
          <h3 className="line-clamp-2 leading-snug font-semibold">
            <Link
              to={href}
              className="outline-none after:absolute after:inset-0 after:content-['']"
            >
              {recipe.title}
            </Link>
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            {recipe.totalMinutes > 0 && (
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden="true" />
                {formatMinutes(recipe.totalMinutes)}
              </span>
            )}
            <span className="inline-flex items-center gap-1">
              <Gauge className="size-3.5" aria-hidden="true" />
              {difficultyLabel(recipe.difficulty)}
            </span>
            <span className="max-sm:hidden">
              {recipe.servings} {recipe.servings === 1 ? 'serving' : 'servings'}
            </span>
          </p>
        </div>
        <VerdictBadge verdict={recipe.verdict} />
        <div className="mt-auto grid gap-1 border-t pt-2 sm:pt-3">
          <p className="text-[0.6875rem] text-muted-foreground">Per serving</p>
          <MacroStrip nutrients={recipe.nutrition.perServing} compact />
        </div>
      </div>
    </li>
  );
}
