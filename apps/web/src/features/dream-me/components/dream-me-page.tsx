import {
  DREAM_ME_DEFAULT_TIMELINE,
  DREAM_ME_TIMELINES,
  DREAM_ME_TIMELINE_LABELS,
  type DreamMeEligibility,
  type DreamMeTimeline,
} from '@ketoflow/contracts';
import { formatWeight } from '@ketoflow/domain';
import { Lock, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { AiErrorNotice } from '../../../entities/ai/ai-error';
import { CoinPrice } from '../../../entities/ai/coin-price';
import { ChoiceField, ChoiceGroup } from '../../../components/choice-group';
import { EmptyState, QueryErrorState } from '../../../components/data-state';
import { PageColumns, PageShell } from '../../../components/page-layout';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { newRequestKey, useAiEngine } from '../../../entities/ai/ai';
import { isApiError } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';
import {
  useCreateDreamMe,
  useDeleteDreamMe,
  useDreamMeEligibility,
  useDreamMeResults,
} from '../api/dream-me-api';
import { HistoryList } from './history-list';
import { PhotoPicker, photoProblem, type PickedPhoto } from './photo-picker';
import { ProjectionAssumptions, ProjectionFacts } from './projection-facts';
import { ResultCard } from './result-card';
import { DeleteAllButton, NotForYou, PageSkeleton } from './dream-me-parts';
import { NeedsConnection } from '../../../components/needs-connection';
import { useOnline } from '../../../lib/online';

const DESCRIPTION =
  'See an estimate of your weight in 6 months, 1 year or 2 years on your plan, with an illustration made from your photo.';

/** /dream-me: projection, photo and illustration. */
export function DreamMePage() {
  useDocumentMeta({ title: 'Dream Me', description: DESCRIPTION });
  const eligibility = useDreamMeEligibility();

  // No weight talk in the heading for someone the feature is turned off for.
  const blocked = eligibility.data?.allowed === false;
  return (
    <PageShell
      icon={Sparkles}
      title="Dream Me"
      description={blocked ? 'This feature is turned off for you.' : DESCRIPTION}
    >
      {eligibility.isPending ? (
        <PageSkeleton />
      ) : eligibility.isError ? (
        <QueryErrorState query={eligibility} title="We couldn’t load Dream Me" />
      ) : eligibility.data.allowed ? (
        <DreamMeWorkspace eligibility={eligibility.data} />
      ) : (
        <NotForYou reason={eligibility.data.reason} />
      )}
    </PageShell>
  );
}

function DreamMeWorkspace({ eligibility }: { eligibility: DreamMeEligibility }) {
  const online = useOnline();
  const { units, previews } = eligibility;
  const results = useDreamMeResults(true);
  // With an image model the photo leaves this server: the privacy note says so.
  const engine = useAiEngine();
  const imageModel = engine.data?.capabilities.imageEdit ? engine.data.imageModel : null;
  const create = useCreateDreamMe();
  const remove = useDeleteDreamMe();
  const [timeline, setTimeline] = useState<DreamMeTimeline>(DREAM_ME_DEFAULT_TIMELINE);
  const [photo, setPhoto] = useState<PickedPhoto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // One key per attempt: a retry after a lost connection is never charged twice.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const preview = previews.find((p) => p.timelineDays === timeline);
  const items = results.data?.items ?? [];
  const shown = items.find((r) => r.id === selectedId) ?? items[0] ?? null;

  function pick(file: File) {
    const found = photoProblem(file);
    setProblem(found);
    if (found) return;
    if (photo) URL.revokeObjectURL(photo.previewUrl);
    setPhoto({ file, previewUrl: URL.createObjectURL(file) });
    setRequestKey(newRequestKey());
    create.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!photo) {
      setProblem('Choose or take a photo first.');
      return;
    }
    create.mutate(
      { file: photo.file, timelineDays: timeline, key: requestKey },
      {
        onSuccess: (created) => {
          setSelectedId(created.result.id);
          setRequestKey(newRequestKey());
          toast.success(
            created.replayed
              ? 'Here is the result you already made'
              : `Dream Me made: ${created.price} FlowCoins`,
          );
        },
        onError: (error) => {
          // Only an unanswered request may have gone through: keep its key for the retry.
          if (!isApiError(error, 'NETWORK')) setRequestKey(newRequestKey());
        },
      },
    );
  }

  async function deleteOne(id: string) {
    try {
      await remove.mutateAsync(id);
      if (selectedId === id) setSelectedId(null);
      toast.success('Deleted, with its photo');
    } catch (error) {
      if (!isApiError(error, 'NOT_FOUND'))
        toast.error('Not deleted', { description: 'Please try again.' });
    }
  }

  const timelineOptions = DREAM_ME_TIMELINES.map((days) => {
    const p = previews.find((x) => x.timelineDays === days);
    return {
      value: String(days) as `${DreamMeTimeline}`,
      label: (
        <>
          {DREAM_ME_TIMELINE_LABELS[days]}
          {days === DREAM_ME_DEFAULT_TIMELINE && (
            // On the segment's top edge, so "1 Year" never wraps on a phone.
            <Badge
              variant="success"
              className="absolute -top-2.5 left-1/2 -translate-x-1/2 bg-background px-1.5 text-[10px]"
            >
              Popular
            </Badge>
          )}
        </>
      ),
      description: p ? (
        <span className="num">≈ {formatWeight(p.projectedWeightKg, units)}</span>
      ) : undefined,
    };
  });

  return (
    <PageColumns
      main={
        <>
          <Card>
            <CardHeader>
              <CardTitle>Make your Dream Me</CardTitle>
            </CardHeader>
            <CardContent>
              <form className="grid gap-5" onSubmit={submit} noValidate>
                <PhotoPicker
                  photo={photo}
                  onPick={pick}
                  problem={problem}
                  disabled={create.isPending}
                />
                <ChoiceField label="Timeline">
                  {({ labelledBy }) => (
                    <ChoiceGroup
                      variant="segments"
                      aria-labelledby={labelledBy}
                      options={timelineOptions}
                      value={String(timeline) as `${DreamMeTimeline}`}
                      onValueChange={(value) => {
                        setTimeline(Number(value) as DreamMeTimeline);
                        setRequestKey(newRequestKey());
                      }}
                      disabled={create.isPending}
                      className="mt-2"
                    />
                  )}
                </ChoiceField>
                {preview && (
                  <div
                    className="grid gap-3 rounded-lg border bg-muted/20 p-4"
                    data-tour="dream-me-estimate"
                  >
                    <ProjectionFacts projection={preview} units={units} />
                    <ProjectionAssumptions projection={preview} />
                  </div>
                )}
                <div className="grid gap-2">
                  <Button
                    type="submit"
                    size="lg"
                    className="w-full sm:w-fit"
                    disabled={create.isPending || !online}
                    data-tour="dream-me-make"
                  >
                    {create.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
                    {create.isPending ? 'Making your image…' : 'Make my Dream Me'}
                    <CoinPrice action="dream_me" className="ml-1" />
                  </Button>
                  <NeedsConnection />
                  <AiErrorNotice error={create.error} />
                </div>
              </form>
            </CardContent>
          </Card>
          {shown && (
            <ResultCard
              key={shown.id}
              result={shown}
              units={units}
              deleting={remove.isPending && remove.variables === shown.id}
              onDelete={() => void deleteOne(shown.id)}
            />
          )}
        </>
      }
      side={
        <>
          <Card>
            <CardHeader className="flex flex-row items-center gap-2">
              <Lock className="size-4 text-primary" aria-hidden="true" />
              <CardTitle className="text-base">Your photo stays private</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm text-muted-foreground">
              <p>
                Only you can see your photos. We store a resized copy without location or camera
                data, and you can delete it and its result at any time.
              </p>
              {imageModel && (
                <p data-testid="dream-me-model-notice">
                  {`To make the image, that copy and the estimated weight change are sent to the AI image service this app uses (${imageModel}), without your name or e-mail.`}
                </p>
              )}
              <p>
                The picture is an illustration of the estimate, not a prediction of how you will
                look. The estimate comes from the NIH body-weight model and your plan.
              </p>
            </CardContent>
          </Card>
          <Card data-tour="dream-me-results">
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle className="text-base">Your results</CardTitle>
              {items.length > 0 && <DeleteAllButton count={items.length} />}
            </CardHeader>
            <CardContent>
              {results.isPending ? (
                <div className="grid gap-2">
                  <Skeleton className="h-20" />
                  <Skeleton className="h-20" />
                </div>
              ) : results.isError ? (
                <QueryErrorState
                  query={results}
                  title="We couldn’t load your results"
                  headingLevel={3}
                />
              ) : items.length === 0 ? (
                <EmptyState
                  icon={Sparkles}
                  headingLevel={3}
                  title="No results yet"
                  description="Choose a photo and a timeline, then make your first Dream Me."
                  className="py-6"
                />
              ) : (
                <HistoryList
                  items={items}
                  units={units}
                  selectedId={shown?.id ?? null}
                  onSelect={setSelectedId}
                />
              )}
            </CardContent>
          </Card>
        </>
      }
    />
  );
}
