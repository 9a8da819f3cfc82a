import type { AdminUserRow } from '@ketoflow/contracts';
import { LoadMoreButton } from '../commerce/admin-list';
import { Search, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { PageHeading } from '../../../components/page-layout';
import { Badge } from '../../../components/ui/badge';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatMediumDate } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminUsers } from '../api/admin-users-api';
import { userFiltersFrom, userFiltersToParams, userQuery, type UserFilters } from '../lib/filters';
import { FilterPanel } from './filter-panel';
import { FilterSelect, YES_NO } from './filter-select';

const SORTS = [
  { value: 'created_desc', label: 'Newest first' },
  { value: 'created_asc', label: 'Oldest first' },
  { value: 'email', label: 'E-mail A–Z' },
] as const;

export function UserBadges({ user }: { user: AdminUserRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      {user.role === 'admin' && <Badge variant="secondary">Admin</Badge>}
      {user.banned && <Badge variant="destructive">Banned</Badge>}
      {user.buyer && <Badge variant="coin">Buyer</Badge>}
      {user.onboarded ? (
        <Badge variant="success">Onboarded</Badge>
      ) : (
        <Badge variant="outline">Not onboarded</Badge>
      )}
      {!user.emailConfirmed && <Badge variant="outline">E-mail not confirmed</Badge>}
    </span>
  );
}

function UserList({ users }: { users: AdminUserRow[] }) {
  return (
    <>
      {/* Phones: one card per person. */}
      <ul className="grid gap-2 md:hidden">
        {users.map((u) => (
          <li key={u.id}>
            <Link
              to={`/admin/users/${encodeURIComponent(u.id)}`}
              className="grid gap-2 rounded-xl border bg-card p-4 hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
            >
              <span className="font-medium break-all">{u.email}</span>
              <UserBadges user={u} />
              <span className="text-xs text-muted-foreground">
                Joined {formatMediumDate(u.createdAt)}
                {u.lastActiveAt && ` · active ${formatMediumDate(u.lastActiveAt)}`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {/* Wider screens: a table. */}
      <table className="hidden w-full text-sm md:table">
        <thead className="text-left text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="py-2 pr-4 font-medium">
              E-mail
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Joined
            </th>
            <th scope="col" className="py-2 font-medium">
              Last active
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} className="border-b last:border-0">
              <td className="py-3 pr-4">
                <Link
                  to={`/admin/users/${encodeURIComponent(u.id)}`}
                  className="font-medium break-all underline-offset-4 hover:underline"
                >
                  {u.email}
                </Link>
              </td>
              <td className="py-3 pr-4">
                <UserBadges user={u} />
              </td>
              <td className="py-3 pr-4 whitespace-nowrap tabular-nums">
                {formatMediumDate(u.createdAt)}
              </td>
              <td className="py-3 whitespace-nowrap tabular-nums">
                {u.lastActiveAt ? formatMediumDate(u.lastActiveAt) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** /admin/users: search, filters, and the matching accounts in pages ("Show more"). */
export function UsersScreen() {
  useDocumentMeta({ title: 'Users · Admin', description: 'Find an account.' });
  const [params, setParams] = useSearchParams();
  const filters = userFiltersFrom(params);
  const [search, setSearch] = useState(filters.q);
  const debounced = useDebouncedValue(search, 300);
  const update = (patch: Partial<UserFilters>) =>
    setParams(userFiltersToParams({ ...filters, ...patch }), { replace: true });
  useEffect(() => {
    if (debounced.trim() !== filters.q) update({ q: debounced });
    // Only the typed text drives this; the other filters are applied as they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const activeFilters = [
    filters.onboarded,
    filters.buyer,
    filters.banned,
    filters.createdFrom,
    filters.createdTo,
  ].filter(Boolean).length;
  const query = useAdminUsers(userQuery(filters));
  const users = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="grid gap-6">
      <PageHeading
        icon={Users}
        title="Users"
        description="Search by e-mail or paste an account id."
      />
      <FilterPanel
        active={activeFilters}
        className="sm:grid-cols-2 lg:grid-cols-3"
        lead={
          <FormField
            label={
              <span className="flex items-center gap-2">
                <Search className="size-4 text-muted-foreground" aria-hidden="true" />
                Search
              </span>
            }
          >
            <Input
              type="search"
              placeholder="name@example.com or an id"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </FormField>
        }
      >
        <FilterSelect
          label="Onboarding done"
          value={filters.onboarded}
          options={YES_NO}
          onChange={(v) => update({ onboarded: v })}
        />
        <FilterSelect
          label="Buyer"
          value={filters.buyer}
          options={YES_NO}
          onChange={(v) => update({ buyer: v })}
        />
        <FilterSelect
          label="Banned"
          value={filters.banned}
          options={YES_NO}
          onChange={(v) => update({ banned: v })}
        />
        <FilterSelect
          label="Sort"
          value={filters.sort}
          options={SORTS}
          anyLabel={null}
          onChange={(v) => update({ sort: v || 'created_desc' })}
        />
        <FormField label="Joined from">
          <Input
            type="date"
            value={filters.createdFrom}
            onChange={(e) => update({ createdFrom: e.target.value })}
          />
        </FormField>
        <FormField label="Joined until">
          <Input
            type="date"
            value={filters.createdTo}
            onChange={(e) => update({ createdTo: e.target.value })}
          />
        </FormField>
      </FilterPanel>

      {query.isPending ? (
        <div className="grid gap-2">
          <LoadingStatus>Loading users...</LoadingStatus>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 w-full" aria-hidden="true" />
          ))}
        </div>
      ) : query.isError ? (
        <QueryErrorState query={query} title="We couldn’t load the users" />
      ) : users.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No one matches"
          description="Try fewer filters or another part of the e-mail."
        />
      ) : (
        <div className="grid gap-4">
          <UserList users={users} />
          <LoadMoreButton query={query} label="Show more" className="justify-self-center" />
        </div>
      )}
    </div>
  );
}
