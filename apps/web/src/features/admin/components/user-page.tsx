import type { AdminUserDetail } from '@ketoflow/contracts';
import { ArrowLeft, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { PageHeading } from '../../../components/page-layout';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../entities/session/session';
import { isApiError } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatCoins, formatMediumDate } from '../../../lib/format';
import { useAdminLedger, useAdminUser } from '../api/admin-users-api';
import { UserActions } from './user-actions';
import { UserBadges } from './users-screen';

const dateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">{children}</CardContent>
    </Card>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const None = ({ children }: { children: ReactNode }) => (
  <p className="text-muted-foreground">{children}</p>
);

/** Plain lists for the page's history sections: each row a line, newest first. */
function Rows<T>({
  items,
  empty,
  row,
}: {
  items: T[];
  empty: string;
  row: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <None>{empty}</None>;
  return <ul className="grid divide-y">{items.map(row)}</ul>;
}

function Ledger({ userId }: { userId: string }) {
  const query = useAdminLedger(userId);
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError)
    return <QueryErrorState query={query} title="We couldn’t load the ledger" headingLevel={3} />;
  const entries = query.data.pages.flatMap((p) => p.items);
  return (
    <>
      <Rows
        items={entries}
        empty="No coin movements yet."
        row={(e) => (
          <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
            <span>
              <span className="font-medium">{e.reason.replaceAll('_', ' ')}</span>
              {e.reference && (
                <span className="ml-2 text-xs break-all text-muted-foreground">{e.reference}</span>
              )}
            </span>
            <span className="tabular-nums">
              <span className={e.amount < 0 ? 'text-destructive' : 'text-primary'}>
                {e.amount > 0 ? '+' : ''}
                {e.amount}
              </span>
              <span className="ml-3 text-muted-foreground">= {e.balanceAfter}</span>
              <span className="ml-3 text-xs text-muted-foreground">{dateTime(e.createdAt)}</span>
            </span>
          </li>
        )}
      />
      {query.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage && <Spinner />}
          Older entries
        </Button>
      )}
    </>
  );
}

function Details({ user, self }: { user: AdminUserDetail; self: boolean }) {
  const { account, onboarding, referrals } = user;
  const targets = onboarding?.targets as Record<string, number | string> | null | undefined;
  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <PageHeading
          icon={UserRound}
          title={<span className="text-2xl break-all sm:text-3xl">{account.email}</span>}
          description={<span className="break-all">Account id {account.id}</span>}
        />
        <UserBadges user={account} />
        <UserActions user={user} self={self} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Account">
          <Facts
            rows={[
              ['Created', dateTime(account.createdAt)],
              ['E-mail confirmed', account.emailConfirmed ? 'Yes' : 'No'],
              ['Last active', dateTime(account.lastActiveAt)],
              ['Open sessions', account.sessions],
              ['Banned', account.banned ? `Yes — ${account.banReason ?? 'no reason given'}` : 'No'],
            ]}
          />
        </Section>
        <Section title="FlowCoins">
          <p className="text-2xl font-semibold tabular-nums">{formatCoins(user.wallet.balance)}</p>
          <Ledger userId={account.id} />
        </Section>
        <Section title="Onboarding">
          {onboarding ? (
            <>
              <Facts rows={[['Completed', dateTime(onboarding.completedAt)]]} />
              {targets && (
                <Facts
                  rows={Object.entries(targets).map(
                    ([k, v]) => [k, String(v)] as [string, ReactNode],
                  )}
                />
              )}
              <details>
                <summary className="cursor-pointer text-muted-foreground">Answers</summary>
                <pre className="mt-2 overflow-x-auto rounded-md bg-muted p-3 text-xs">
                  {JSON.stringify(onboarding.answers, null, 2)}
                </pre>
              </details>
            </>
          ) : (
            <None>Not onboarded yet.</None>
          )}
        </Section>
        <Section title="Orders">
          <Rows
            items={user.orders}
            empty="No Digistore24 orders."
            row={(o) => (
              <li key={o.orderId} className="grid gap-1 py-2">
                <Link
                  className="font-medium underline-offset-4 hover:underline"
                  to={`/admin/orders/${encodeURIComponent(o.orderId)}`}
                >
                  {o.productName ?? o.plan} · {o.status}
                  {o.subscriptionStatus && ` · ${o.subscriptionStatus}`}
                </Link>
                <span className="text-xs text-muted-foreground">
                  {o.orderId} · {o.amount ?? '—'} {o.currency ?? ''} ·{' '}
                  {formatCoins(o.coinsCredited)} · {formatMediumDate(o.createdAt)}
                </span>
              </li>
            )}
          />
        </Section>
        <Section title="Referrals">
          <Facts
            rows={[
              [
                'Referred by',
                referrals.referredBy ? (
                  <Link
                    className="underline underline-offset-4"
                    to={`/admin/users/${encodeURIComponent(referrals.referredBy.otherUserId)}`}
                  >
                    {referrals.referredBy.otherEmail ?? referrals.referredBy.otherUserId}
                  </Link>
                ) : (
                  'Nobody'
                ),
              ],
            ]}
          />
          <Rows
            items={referrals.asReferrer}
            empty="Has not referred anyone."
            row={(r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-x-4 py-2">
                <Link
                  className="break-all underline underline-offset-4"
                  to={`/admin/users/${encodeURIComponent(r.otherUserId)}`}
                >
                  {r.otherEmail ?? r.otherUserId}
                </Link>
                <span className="text-muted-foreground">
                  {r.status} · {formatCoins(r.coinsAwarded)} · {formatMediumDate(r.createdAt)}
                </span>
              </li>
            )}
          />
        </Section>
        <Section title="AI actions">
          <Rows
            items={user.aiActions}
            empty="No paid AI actions."
            row={(a) => (
              <li key={a.id} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span className="break-all">
                  {a.kind === 'refund' ? 'Refund' : 'Charge'} {a.reference && `· ${a.reference}`}
                </span>
                <span className="text-muted-foreground tabular-nums">
                  {a.kind === 'refund' ? '+' : '−'}
                  {formatCoins(a.coins)} · {dateTime(a.createdAt)}
                </span>
              </li>
            )}
          />
        </Section>
        <Section title="Recent activity">
          <Rows
            items={user.recentActivity}
            empty="No activity logged."
            row={(a) => (
              <li key={a.id} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span>
                  {a.actionType.replaceAll('_', ' ')}{' '}
                  <span className="text-muted-foreground">{a.pageRoute}</span>
                </span>
                <span className="text-xs text-muted-foreground">{dateTime(a.createdAt)}</span>
              </li>
            )}
          />
        </Section>
      </div>
    </div>
  );
}

/** /admin/users/:id: everything support needs about one account, and the actions. */
export function UserPage() {
  const { id = '' } = useParams();
  const { user: me } = useSession();
  const query = useAdminUser(id);
  useDocumentMeta({ title: 'User · Admin', description: 'One account.' });
  return (
    <div className="grid gap-4">
      <Button asChild variant="ghost" className="justify-self-start">
        <Link to="/admin/users">
          <ArrowLeft aria-hidden="true" />
          All users
        </Link>
      </Button>
      {query.isPending ? (
        <div className="grid gap-4">
          <LoadingStatus>Loading the account...</LoadingStatus>
          <Skeleton className="h-12 w-72" aria-hidden="true" />
          <Skeleton className="h-48 w-full" aria-hidden="true" />
        </div>
      ) : query.isError ? (
        isApiError(query.error, 'NOT_FOUND') ? (
          <EmptyState
            icon={UserRound}
            title="No such user"
            description="The account may have been deleted."
            headingLevel={1}
          />
        ) : (
          <QueryErrorState query={query} title="We couldn’t load this account" headingLevel={1} />
        )
      ) : (
        <Details user={query.data} self={me?.id === query.data.account.id} />
      )}
    </div>
  );
}
