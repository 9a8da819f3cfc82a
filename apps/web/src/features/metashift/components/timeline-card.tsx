import { type MetashiftState } from '@ketoflow/contracts';
import { METASHIFT_TIMELINE_NOTE } from '@ketoflow/domain';
import { Info } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { PhaseTimeline } from './phase-timeline';

export function TimelineCard({ current }: { current: MetashiftState['phaseId'] }) {
  return (
    <Card data-tour="metashift-timeline">
      <CardHeader>
        <CardTitle>The programme</CardTitle>
        <CardDescription className="flex gap-1.5">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{METASHIFT_TIMELINE_NOTE}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PhaseTimeline current={current} />
      </CardContent>
    </Card>
  );
}
