import { CalendarRange } from 'lucide-react';
import { useState } from 'react';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { PageColumns, PageShell } from '../../../components/page-layout';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useSession } from '../../../entities/session/session';
import { useMetashift } from '../api/metashift-api';
import { clientTimeZone } from '../lib/time';
import { Inactive } from './metashift-inactive';
import { Active } from './metashift-active';

const INTRO = 'A phased programme that guides you step by step through your keto journey.';

function PageSkeleton() {
  return (
    <PageColumns
      main={
        <>
          <LoadingStatus>Loading your programme...</LoadingStatus>
          <Skeleton className="h-[28rem] rounded-xl" />
        </>
      }
      side={<Skeleton className="h-[30rem] rounded-xl" />}
    />
  );
}

function SignedIn({ userId }: { userId: string }) {
  const [tz] = useState(clientTimeZone);
  const query = useMetashift(userId, tz);
  if (query.data) {
    return query.data.isActive ? (
      <Active userId={userId} state={query.data} />
    ) : (
      <Inactive userId={userId} state={query.data} />
    );
  }
  if (query.isError) {
    return (
      <QueryErrorState query={query} title="We couldn’t load your programme" className="max-w-xl" />
    );
  }
  return <PageSkeleton />;
}

/** /metashift */
export function MetashiftPage() {
  const { user } = useSession();
  useDocumentMeta({ title: 'Metashift', description: INTRO });
  return (
    <PageShell icon={CalendarRange} title="Metashift" description={INTRO}>
      {user ? <SignedIn userId={user.id} /> : <PageSkeleton />}
    </PageShell>
  );
}
