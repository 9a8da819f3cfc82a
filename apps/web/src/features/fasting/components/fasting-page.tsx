import { fastProgress } from '@ketoflow/domain';
import { Timer } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useSession } from '../../../lib/session';
import { useCurrentFast, type CurrentFast } from '../api/fasting-api';
import { useNow } from '../hooks/use-now';
import { clientTimeZone } from '../lib/time';
import { FastHistory } from './fast-history';
import { FastingStatsCard } from './fasting-stats-card';
import { RunningFastCard } from './running-fast-card';
import { StartFastCard } from './start-fast-card';
import { ZoneTimeline } from './zone-timeline';

function Shell({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6 flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Timer className="size-6" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h1 className="text-3xl font-semibold tracking-tight">Fasting Tracker</h1>
          <p className="max-w-prose text-pretty text-muted-foreground">
            Start a fast, follow the timer and see which fasting zone you are in.
          </p>
        </div>
      </header>
      {children}
    </main>
  );
}

function Columns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
      <div className="grid min-w-0 gap-6">{main}</div>
      <div className="grid min-w-0 gap-6">{side}</div>
    </div>
  );
}

/** The zone timeline follows the running fast (a coarse clock is enough for a highlight). */
function LiveZoneTimeline({ current }: { current: CurrentFast }) {
  const now = useNow(current.clockOffsetMs, 30_000);
  const zone = current.fast
    ? fastProgress(new Date(current.fast.startedAt), now, current.fast.targetHours).zone.zone
    : null;
  return <ZoneTimeline current={zone} />;
}

function Loaded({ userId, current }: { userId: string; current: CurrentFast }) {
  const [timeZone] = useState(clientTimeZone);
  const { flags } = current.safety;
  return (
    <Columns
      main={
        <>
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
    <Columns
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
  return <Shell>{user ? <SignedIn userId={user.id} /> : <PageSkeleton />}</Shell>;
}
