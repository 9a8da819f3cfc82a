import { ArrowLeft, Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/**
 * The foot of a recipe draft (generated or imported): the save error, "back" and "Save to My
 * Recipes" (held back while ingredients are unresolved), and how many are left to resolve.
 */
export function DraftSaveBar({
  backLabel,
  onBack,
  onSave,
  pending,
  open,
  canSave,
  error,
}: {
  backLabel: string;
  onBack: () => void;
  onSave: () => void;
  pending: boolean;
  /** Ingredients still to resolve or drop. */
  open: number;
  canSave: boolean;
  error: string | null;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={pending}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Button>
        <Button type="button" size="lg" onClick={onSave} disabled={pending || open > 0 || !canSave}>
          {pending ? <Spinner /> : <Save aria-hidden="true" />}
          Save to My Recipes
        </Button>
      </div>
      {open > 0 && (
        <p className="-mt-3 text-right text-xs text-muted-foreground">
          Resolve or drop {open} {open === 1 ? 'ingredient' : 'ingredients'} to save.
        </p>
      )}
    </>
  );
}
