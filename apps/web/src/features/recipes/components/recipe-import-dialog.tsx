import { RECIPE_IMPORT_LIMITS, type RecipeImportDraft } from '@ketoflow/contracts';
import { CircleAlert, Download, RotateCcw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { isApiError } from '../../../lib/api-client';
import { useImportRecipe, type ImportSource } from '../api/recipe-import-api';
import { RecipeImportReview } from './recipe-import-review';
import { NeedsConnection } from '../../../components/needs-connection';
import { useOnline } from '../../../lib/online';

const TEXTAREA =
  'flex w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive sm:text-sm';

const TEXT_PLACEHOLDER = `Creamy garlic chicken
Serves 2

Ingredients
400 g chicken thighs
2 tbsp butter

Method
1. Brown the chicken…`;

/** While the server reads the page: the shape of the review screen to come. */
function DraftSkeleton() {
  return (
    <div className="grid gap-3" role="status" aria-label="Reading the recipe">
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-5 w-1/3" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
      <span className="sr-only">Reading the recipe…</span>
    </div>
  );
}

function ImportForm({
  initial,
  onSubmit,
}: {
  /** What was tried last, so going back keeps it to correct. */
  initial: ImportSource | null;
  onSubmit: (source: ImportSource) => void;
}) {
  const online = useOnline();
  const [tab, setTab] = useState<'url' | 'text'>(initial?.kind ?? 'url');
  const [url, setUrl] = useState(initial?.kind === 'url' ? initial.url : '');
  const [text, setText] = useState(initial?.kind === 'text' ? initial.text : '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (tab === 'url' && !url.trim()) return setError('Paste the address of a recipe page.');
    if (tab === 'text' && !text.trim())
      return setError('Paste a recipe: a title line, the ingredients, then the steps.');
    setError(null);
    onSubmit(tab === 'url' ? { kind: 'url', url: url.trim() } : { kind: 'text', text });
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <Tabs value={tab} onValueChange={(v) => setTab(v === 'text' ? 'text' : 'url')}>
        <TabsList className="w-full">
          <TabsTrigger value="url">From a web page</TabsTrigger>
          <TabsTrigger value="text">Paste text</TabsTrigger>
        </TabsList>
        <TabsContent value="url" className="pt-3">
          <FormField
            label="Recipe page address"
            error={tab === 'url' ? (error ?? undefined) : undefined}
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://example.com/keto-egg-bake"
              value={url}
              maxLength={RECIPE_IMPORT_LIMITS.urlMax}
              onChange={(e) => setUrl(e.target.value)}
            />
          </FormField>
          <p className="mt-2 text-xs text-muted-foreground">
            Most recipe sites work. We read the recipe the page publishes and match each ingredient
            to our food database.
          </p>
        </TabsContent>
        <TabsContent value="text" className="pt-3">
          <FormField label="Recipe text" error={tab === 'text' ? (error ?? undefined) : undefined}>
            <textarea
              rows={9}
              className={TEXTAREA}
              placeholder={TEXT_PLACEHOLDER}
              value={text}
              maxLength={RECIPE_IMPORT_LIMITS.textMax}
              onChange={(e) => setText(e.target.value)}
            />
          </FormField>
        </TabsContent>
      </Tabs>
      <NeedsConnection />
      <Button type="submit" size="lg" disabled={!online}>
        <Download aria-hidden="true" />
        Read recipe
      </Button>
      <p className="-mt-2 text-center text-xs text-muted-foreground">Free: no FlowCoins.</p>
    </form>
  );
}

/**
 * "Import recipe" in My Recipes: a page's address or pasted text → the draft to review
 * (matched foods with grams, one-tap suggestions for the rest, our nutrition beside the
 * page's) → Save.
 */
export function RecipeImportDialog() {
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<ImportSource | null>(null);
  const [draft, setDraft] = useState<RecipeImportDraft | null>(null);
  const read = useImportRecipe();

  function start(next: ImportSource) {
    setSource(next);
    read.mutate(next, { onSuccess: setDraft });
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setDraft(null);
      setSource(null);
      read.reset();
    }
  }

  let body;
  if (draft) {
    body = (
      <RecipeImportReview
        draft={draft}
        onBack={() => {
          setDraft(null);
          read.reset();
        }}
        onSaved={() => onOpenChange(false)}
      />
    );
  } else if (read.isPending) {
    body = <DraftSkeleton />;
  } else if (read.isError) {
    body = (
      <div className="grid gap-4" role="alert">
        <p className="flex items-start gap-2 text-sm">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          {isApiError(read.error) ? read.error.message : 'Something went wrong. Please try again.'}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button type="button" variant="outline" onClick={() => read.reset()}>
            Change the address or text
          </Button>
          {source && (
            <Button type="button" onClick={() => start(source)}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          )}
        </div>
      </div>
    );
  } else {
    body = <ImportForm initial={source} onSubmit={start} />;
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="lg" variant="outline" className="w-full sm:w-auto">
          <Download aria-hidden="true" />
          Import recipe
        </Button>
      </DialogTrigger>
      <DialogContent className="md:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{draft ? 'Check the imported recipe' : 'Import a recipe'}</DialogTitle>
          <DialogDescription>
            {draft
              ? 'Resolve anything we could not match, then save it. Our numbers come from the food database.'
              : 'From a recipe page or from text you paste.'}
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
