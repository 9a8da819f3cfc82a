import { ADMIN_REFERRAL_STATUSES, endpoints, type AdminReferralItem } from '@ketoflow/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Gift, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-layout';
import { Badge } from '../../../components/ui/badge';
import { adminCommerceKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';
import { formatDateTime, formatFlowCoins } from '../../../lib/format';
import { PagedList, SearchBar } from '../commerce/admin-list';
import { ADMIN_PAGE_SIZE, activeFilters } from '../commerce/commerce-api';
import { FilterSelect } from '../components/filter-select';
import { ReasonActionDialog } from '../components/reason-action-dialog';

type Status = AdminReferralItem['status'];
const STATUS_LABELS: Record<Status, string> = {
  pending: 'Pending',
  completed: 'Completed',
  revoked: 'Revoked',
};

function useReferrals(filters: { q: string; status: Status | '' }) {
  const query = activeFilters(filters);
  return useInfiniteQuery({
    queryKey: adminCommerceKeys.referrals(query),
    queryFn: ({ pageParam }) =>
      api.call(endpoints.adminReferrals.list, {
        query: {
          ...query,
          status: query.status || undefined,
          limit: ADMIN_PAGE_SIZE,
          cursor: pageParam,
        },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

function Revoke({ item }: { item: AdminReferralItem }) {
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: (reason: string) =>
      api.call(endpoints.adminReferrals.revoke, { params: { id: item.id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCommerceKeys.allReferrals }),
  });
  return (
    <ReasonActionDialog
      label="Revoke"
      title="Revoke this referral?"
      description={
        item.status === 'completed'
          ? `${formatFlowCoins(item.coinsAwarded)} go back from ${item.referrerEmail ?? 'the referrer'}'s wallet.`
          : 'It will never pay, even when the friend finishes onboarding.'
      }
      icon={Undo2}
      destructive
      done="Referral revoked"
      run={(reason) => revoke.mutateAsync(reason)}
    />
  );
}

const person = (id: string, email: string | null) => (
  <Link
    className="break-all text-primary underline-offset-4 hover:underline"
    to={`/admin/users/${id}`}
  >
    {email ?? id}
  </Link>
);

/** /admin/referrals: the programme's totals, top referrers, and every referral. */
export function ReferralsPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<Status | ''>('');
  const list = useReferrals({ q, status });
  const overview = list.data?.pages[0]?.overview;
  return (
    <div className="grid gap-6">
      <PageHeading
        icon={Gift}
        title="Referrals"
        description="Who brought whom, what it paid, and revoking the ones that were not genuine."
      />
      {overview && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              ['Pending', overview.pending],
              ['Completed', overview.completed],
              ['Revoked', overview.revoked],
              ['Coins awarded', overview.coinsAwarded],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-xl border p-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {overview && overview.topReferrers.length > 0 && (
        <section aria-labelledby="top-referrers" className="grid gap-2">
          <h2 id="top-referrers" className="text-lg font-semibold">
            Top referrers
          </h2>
          <ol className="grid gap-1 text-sm">
            {overview.topReferrers.map((r) => (
              <li key={r.userId} className="flex flex-wrap justify-between gap-2 border-b py-1.5">
                {person(r.userId, r.email)}
                <span className="text-muted-foreground tabular-nums">
                  {r.completed} completed · {r.pending} pending · {formatFlowCoins(r.coinsAwarded)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
      <SearchBar
        id="referrals-q"
        label="Referrer's or friend's e-mail or id"
        buttonLabel="Search referrals"
        onSearch={setQ}
      >
        <FilterSelect
          label="Status"
          value={status}
          onChange={setStatus}
          options={ADMIN_REFERRAL_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
      </SearchBar>
      <PagedList query={list} label="referrals" empty="No referrals match.">
        {(items) => (
          <ul className="grid gap-2" aria-label="Referrals">
            {items.map((item) => (
              <li key={item.id} className="grid gap-2 rounded-lg border p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {person(item.referrerId, item.referrerEmail)} brought{' '}
                    {person(item.refereeId, item.refereeEmail)}
                  </span>
                  <Badge
                    variant={
                      item.status === 'revoked'
                        ? 'destructive'
                        : item.status === 'completed'
                          ? 'success'
                          : 'outline'
                    }
                  >
                    {STATUS_LABELS[item.status]}
                  </Badge>
                </div>
                <p className="text-muted-foreground">
                  Code {item.code} · {formatFlowCoins(item.coinsAwarded)} ·{' '}
                  {formatDateTime(item.createdAt)}
                </p>
                {item.status !== 'revoked' && <Revoke item={item} />}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
