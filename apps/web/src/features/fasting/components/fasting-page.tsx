import { fastProgress } from '@ketoflow/domain';
import { Timer } from 'lucide-react';
import { useState } from 'react';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { PageColumns, PageShell } from '../../../components/page-layout';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useSession } from '../../../entities/session/session';
import { useCurrentFast, withQueuedFasts, type CurrentFast } from '../api/fasting-api';
import { SyncMark } from '../../../entities/sync';
import { useQueuedWrites } from '../../../lib/outbox';
import { useNow } from '../hooks/use-now';
import { clientTimeZone } from '../lib/time';
import { FastHistory } from './fast-history';
import { FastingStatsCard } from './fasting-stats-card';
import { RunningFastCard } from './running-fast-card';
import { StartFastCard } from './start-fast-card';
import { ZoneTimeline } from './zone-timeline';

/** The zone timeline follows the running fast (a coarse clock is enough for a highlight). */
function LiveZoneTimeline({ current }: { current: CurrentFast }) {
  const now = useNow(current.clockOffsetMs, 30_000);
  const zone = current.fast
    ? fastProgress(new Date(current.fast.startedAt), now, current.fast.targetHours).zone.zone
    : null;
  return <ZoneTimeline current={zone} />;
}

function Loaded({ userId, current: fromServer }: { userId: string; current: CurrentFast }) {
  const [timeZone] = useState(clientTimeZone);
  const queued = useQueuedWrites('fast');
  const current = withQueuedFasts(fromServer, queued);
  const waiting = queued[0];
  const { flags } = current.safety;
  return (
    <PageColumns
      main={
        <>
          {waiting && (
            <SyncMark
              sync={{
                state: waiting.state,
                writeId: waiting.id,
                ...(waiting.refusal && { refusal: waiting.refusal }),
              }}
            />
          )}
          {current.fast ? (
            <RunningFastCard
              key={current.fast.id}
              userId={userId}
              fast={current.fast}
              clockOffsetMs={current.clockOffsetMs}
              flags={flags}
            />
          ) : (
            <StartFastCard userId={userId} flags={flags} />
          )}
          <FastHistory userId={userId} flags={flags} />
        </>
      }
      side={
        <>
          <FastingStatsCard userId={userId} timeZone={timeZone} />
          <LiveZoneTimeline current={current} />
        </>
      }
    />
  );
}

function PageSkeleton() {
  return (
    <PageColumns
      main={
        <>
          <LoadingStatus>Loading your fast...</LoadingStatus>
          <Skeleton className="h-[32rem] rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
        </>
      }
      side={
        <>
          <Skeleton className="h-64 rounded-xl" />
          <Skeleton className="h-96 rounded-xl" />
        </>
      }
    />
  );
}

function SignedIn({ userId }: { userId: string }) {
  const current = useCurrentFast(userId);
  if (current.data) return <Loaded userId={userId} current={current.data} />;
  if (current.isError) {
    return (
      <QueryErrorState query={current} title="We couldn’t load your fast" className="max-w-xl" />
    );
  }
  return <PageSkeleton />;
}

/** /fasting-tracker */
export function FastingPage() {
  const { user } = useSession();
  useDocumentMeta({
    title: 'Fasting Tracker',
    description: 'Start a fast, follow the timer and see which fasting zone you are in.',
  });
  return (
    <PageShell
      icon={Timer}
      title="Fasting Tracker"
      description="Start a fast, follow the timer and see which fasting zone you are in."
    >
      {user ? <SignedIn userId={user.id} /> : <PageSkeleton />}
    </PageShell>
  );
}
