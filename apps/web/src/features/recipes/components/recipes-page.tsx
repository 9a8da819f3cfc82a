import { ChefHat, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-layout';
import { Button } from '../../../components/ui/button';
import { useDocumentMeta } from '../../../lib/document-meta';
import { recipeHref, useRecipeRoute } from '../hooks/use-recipe-route';
import { RecipeDetail } from './recipe-detail';
import { RecipeEditor } from './recipe-editor';
import { RecipeGeneratorDialog } from './recipe-generator-dialog';
import { RecipeImportDialog } from './recipe-import-dialog';
import { RecipeList } from './recipe-list';

function ListHeader() {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <PageHeading
        icon={ChefHat}
        title="My Recipes"
        description="Keto recipes with nutrition computed from the food database. Add one to your diary in a tap."
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <RecipeImportDialog />
        <RecipeGeneratorDialog />
        <Button asChild size="lg" className="w-full sm:w-auto" data-tour="recipes-new">
          <Link to={recipeHref({ kind: 'new' })}>
            <Plus aria-hidden="true" />
            New recipe
          </Link>
        </Button>
      </div>
    </header>
  );
}

function ListView(props: Parameters<typeof RecipeList>[0]) {
  useDocumentMeta({ title: 'My Recipes' });
  return (
    <>
      <ListHeader />
      <RecipeList {...props} />
    </>
  );
}

/** /my-recipes: the lists, one recipe, or the form, chosen by the URL's search params. */
export function RecipesPage() {
  const { view, q, tag, setListState } = useRecipeRoute();
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
      {view.kind === 'detail' ? (
        <RecipeDetail key={view.id} id={view.id} />
      ) : view.kind === 'new' ? (
        <RecipeEditor id={null} />
      ) : view.kind === 'edit' ? (
        <RecipeEditor id={view.id} />
      ) : (
        <ListView scope={view.scope} q={q} tag={tag} onChange={setListState} />
      )}
    </main>
  );
}
