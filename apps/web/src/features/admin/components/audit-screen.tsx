import type { AdminAuditEntry } from '@ketoflow/contracts';
import { LoadMoreButton } from '../commerce/admin-list';
import { ScrollText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { PageHeading } from '../../../components/page-layout';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminAudit } from '../api/admin-users-api';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  auditFiltersFrom,
  auditFiltersToParams,
  auditQuery,
  type AuditFilters,
} from '../lib/filters';
import { FilterPanel } from './filter-panel';
import { FilterSelect } from './filter-select';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));

const change = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join(', ')
    : '—';

function Entry({ entry }: { entry: AdminAuditEntry }) {
  return (
    <li className="grid gap-1 py-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <span className="font-medium">{AUDIT_ACTION_LABELS[entry.action]}</span>
        <time className="text-xs text-muted-foreground tabular-nums" dateTime={entry.createdAt}>
          {new Date(entry.createdAt).toLocaleString(undefined, {
            dateStyle: 'medium',
            timeStyle: 'medium',
          })}
        </time>
      </div>
      <p className="break-words">
        <span className="text-muted-foreground">by</span> {entry.actorEmail}
        {entry.targetUserId && (
          <>
            {' '}
            <span className="text-muted-foreground">on</span>{' '}
            <Link
              className="underline underline-offset-4"
              to={`/admin/users/${encodeURIComponent(entry.targetUserId)}`}
            >
              {entry.targetEmail ?? entry.targetUserId}
            </Link>
          </>
        )}
        {entry.ip && <span className="text-muted-foreground"> · from {entry.ip}</span>}
      </p>
      <p>
        <span className="text-muted-foreground">Reason:</span> {entry.reason}
      </p>
      <p className="text-xs break-words text-muted-foreground">
        Before: {change(entry.before)} · After: {change(entry.after)}
      </p>
    </li>
  );
}

/** /admin/audit: every admin action, newest first; it can be read here, never changed. */
export function AuditScreen() {
  useDocumentMeta({ title: 'Audit log · Admin', description: 'What admins did.' });
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFrom(params);
  const [text, setText] = useState({ actor: filters.actor, target: filters.target });
  const debounced = useDebouncedValue(text, 400);
  const update = (patch: Partial<AuditFilters>) =>
    setParams(auditFiltersToParams({ ...filters, ...patch }), { replace: true });
  useEffect(() => {
    if (debounced.actor.trim() !== filters.actor || debounced.target.trim() !== filters.target)
      update(debounced);
    // Only the typed text drives this; the other filters apply as they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const query = useAdminAudit(auditQuery(filters));
  const entries = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="grid gap-6">
      <PageHeading
        icon={ScrollText}
        title="Audit log"
        description="Every admin action, with who, when, why and what changed. Entries cannot be edited or deleted."
      />
      <FilterPanel
        active={Object.values(filters).filter(Boolean).length}
        className="sm:grid-cols-2 lg:grid-cols-5"
      >
        <FormField label="Admin (e-mail or id)">
          <Input value={text.actor} onChange={(e) => setText({ ...text, actor: e.target.value })} />
        </FormField>
        <FormField label="User (e-mail or id)">
          <Input
            value={text.target}
            onChange={(e) => setText({ ...text, target: e.target.value })}
          />
        </FormField>
        <FilterSelect
          label="Action"
          value={filters.action}
          options={ACTION_OPTIONS}
          anyLabel="Any action"
          onChange={(v) => update({ action: v })}
        />
        <FormField label="From">
          <Input
            type="date"
            value={filters.from}
            onChange={(e) => update({ from: e.target.value })}
          />
        </FormField>
        <FormField label="Until">
          <Input type="date" value={filters.to} onChange={(e) => update({ to: e.target.value })} />
        </FormField>
      </FilterPanel>
      {query.isPending ? (
        <div className="grid gap-2">
          <LoadingStatus>Loading the audit log...</LoadingStatus>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" aria-hidden="true" />
          ))}
        </div>
      ) : query.isError ? (
        <QueryErrorState query={query} title="We couldn’t load the audit log" />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title="No entries"
          description="No admin action matches these filters."
        />
      ) : (
        <div className="grid gap-4">
          <ul className="grid divide-y rounded-xl border bg-card px-4">
            {entries.map((e) => (
              <Entry key={e.id} entry={e} />
            ))}
          </ul>
          <LoadMoreButton query={query} label="Show older" className="justify-self-center" />
        </div>
      )}
    </div>
  );
}
