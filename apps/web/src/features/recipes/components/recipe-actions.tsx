import type { Recipe } from '@ketoflow/contracts';
import { BookmarkPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useCopyRecipe, useDeleteRecipe } from '../api/recipes-api';
import { recipeHref } from '../hooks/use-recipe-route';

export function DeleteRecipeButton({ recipe }: { recipe: Recipe }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteRecipe();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      trigger={
        <Button variant="outline" size="lg">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete this recipe?"
      description={`“${recipe.title}” and its photo are removed for good. Meals you already logged from it stay in your diary.`}
    >
      {error && <FormMessage>{error}</FormMessage>}
      <FormDialogFooter cancelLabel="Keep it" pending={remove.isPending}>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(recipe.id, {
              onSuccess: () => {
                setOpen(false);
                toast.success('Recipe deleted', { description: recipe.title });
                void navigate(recipeHref({ kind: 'list', scope: 'mine' }), { replace: true });
              },
              onError: (cause) =>
                setError(
                  isApiError(cause, 'NOT_FOUND')
                    ? 'This recipe was already deleted.'
                    : 'The recipe was not deleted. Please try again.',
                ),
            })
          }
        >
          {remove.isPending && <Spinner />}
          Delete recipe
        </Button>
      </FormDialogFooter>
    </FormDialog>
  );
}

export function SaveCopyButton({ recipe }: { recipe: Recipe }) {
  const copy = useCopyRecipe();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      size="lg"
      className="col-span-2"
      disabled={copy.isPending}
      onClick={() =>
        copy.mutate(recipe.id, {
          onSuccess: (mine) => {
            toast.success('Saved to My recipes', {
              description: 'This copy is yours: change it as you like.',
            });
            void navigate(recipeHref({ kind: 'detail', id: mine.id }));
          },
          onError: () => toast.error('The recipe was not saved. Please try again.'),
        })
      }
    >
      {copy.isPending ? <Spinner /> : <BookmarkPlus aria-hidden="true" />}
      Save to my recipes
    </Button>
  );
}
