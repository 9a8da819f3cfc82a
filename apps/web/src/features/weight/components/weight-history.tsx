import type { WeightLog } from '@ketoflow/contracts';
import { useState, type ReactNode } from 'react';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeleteWeight, useUpdateWeight, useWeights } from '../api/body-api';
import { SyncMark, toastSaved } from '../../../entities/sync';
import { applyQueued, useQueuedWrites } from '../../../lib/outbox';
import { queuedWeight } from '../lib/queued-entries';
import { formatWeight } from '../lib/format';
import { EditRecordDialog, editFooter, RecordItem } from './record-parts';
import { WeightForm } from './weight-form';
import { formatCalendarDate, formatOneDecimal } from '../../../lib/format';

function EditWeightDialog({ log }: { log: WeightLog }) {
  const update = useUpdateWeight();
  return (
    <EditRecordDialog
      label={`Edit weigh-in of ${formatCalendarDate(log.date)}`}
      title="Edit weigh-in"
      description="BMI and your trend are worked out again when you save."
    >
      {(close) => (
        <WeightForm
          idPrefix={`edit-${log.id}`}
          defaultValues={{
            weight: String(log.weight),
            units: log.units,
            date: log.date,
            note: log.note ?? '',
          }}
          onSubmit={async (body) => {
            const result = await update.mutateAsync({ id: log.id, body, version: log.updatedAt });
            close();
            toastSaved(result, 'Weigh-in updated');
          }}
          footer={editFooter}
        />
      )}
    </EditRecordDialog>
  );
}

/** Two weeks of daily weigh-ins; more on request. */
export const HISTORY_PAGE = 14;

export function WeightHistory() {
  const query = useWeights();
  const remove = useDeleteWeight();
  const queued = useQueuedWrites('weight');
  const [shown, setShown] = useState(HISTORY_PAGE);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="grid gap-2">
        <LoadingStatus>Loading your weigh-ins...</LoadingStatus>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 rounded-lg" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <QueryErrorState query={query} title="We couldn’t load your weigh-ins" headingLevel={3} />
    );
  } else if (query.data.items.length === 0 && queued.length === 0) {
    body = <p className="text-sm text-muted-foreground">Your weigh-ins will be listed here.</p>;
  } else {
    // Newest first, with the changes still on this device shown where they belong.
    const items = applyQueued(query.data.items, queued, queuedWeight).sort((a, b) =>
      b.date.localeCompare(a.date),
    );
    body = (
      <>
        <ul aria-label="Weigh-ins" className="divide-y rounded-lg border">
          {items.slice(0, shown).map((log) => (
            <RecordItem
              key={log.id}
              compact
              edit={<EditWeightDialog log={log} />}
              deleteWhat="weigh-in"
              deleteLabel={`Delete weigh-in of ${formatCalendarDate(log.date)}`}
              onDelete={() => remove.mutateAsync(log.id)}
            >
              <span className="font-medium tabular-nums">
                {formatWeight(log.weight, log.units)}
              </span>
              <span className="truncate text-xs text-muted-foreground">
                {formatCalendarDate(log.date)}
                {log.bmi !== null && ` · BMI ${formatOneDecimal(log.bmi)}`}
                {log.note && ` · ${log.note}`}
              </span>
              <SyncMark sync={log.sync} />
            </RecordItem>
          ))}
        </ul>
        {items.length > shown && (
          <Button variant="outline" onClick={() => setShown((n) => n + HISTORY_PAGE)}>
            Show more
          </Button>
        )}
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
        <CardDescription>Newest first. Edit or delete any weigh-in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">{body}</CardContent>
    </Card>
  );
}
