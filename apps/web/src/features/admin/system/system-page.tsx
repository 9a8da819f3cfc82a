import { endpoints, type ConnectionCheck } from '@ketoflow/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2, Server, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { PageHeading } from '../../../components/page-layout';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { adminCommerceKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid content-start gap-3 rounded-xl border p-4">
      <h2 className="font-semibold">{title}</h2>
      <dl className="grid gap-2 text-sm">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-all">{children}</dd>
    </div>
  );
}

/** A "test connection" button and what the last check said. */
function Check({ label, run }: { label: string; run: () => Promise<ConnectionCheck> }) {
  const check = useMutation({ mutationFn: run });
  const result = check.data;
  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        className="w-fit"
        disabled={check.isPending}
        onClick={() => check.mutate()}
      >
        {check.isPending && <Spinner />}
        {label}
      </Button>
      <p role="status" className="flex items-start gap-2 text-sm">
        {result &&
          (result.ok ? (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          ) : (
            <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          ))}
        {result &&
          `${result.ok ? 'Connected' : 'Not connected'} (${result.latencyMs} ms). ${result.message}`}
        {check.isError && 'The check could not run. Please try again.'}
      </p>
    </div>
  );
}

/** /admin/system: what this server runs and what it is connected to. */
export function SystemPage() {
  const query = useQuery({
    queryKey: adminCommerceKeys.system,
    queryFn: () => api.call(endpoints.adminSystem.get),
  });
  const heading = (
    <PageHeading
      icon={Server}
      title="System"
      description="What this server runs and what it is connected to."
    />
  );
  if (query.isPending)
    return (
      <div className="grid gap-6">
        {heading}
        <LoadingStatus>Loading the system facts...</LoadingStatus>
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <div className="grid gap-6">
        {heading}
        <QueryErrorState query={query} title="We couldn’t load the system facts" />
      </div>
    );
  const s = query.data;
  const migrationsOk = s.database.migrationsApplied === s.database.migrationsKnown;
  return (
    <div className="grid gap-6">
      {heading}
      <div className="grid gap-4 md:grid-cols-2">
        <Card title="Server">
          <Row label="Version">{s.version}</Row>
          <Row label="Node.js">{s.nodeVersion}</Row>
          <Row label="Running since">{formatDateTime(s.startedAt)}</Row>
        </Card>
        <Card title="Database">
          <Row label="Kind">
            {s.database.kind === 'pglite' ? 'Embedded (PGlite)' : 'PostgreSQL'}
          </Row>
          <Row label="Migrations">
            {s.database.migrationsApplied} of {s.database.migrationsKnown}
            {migrationsOk ? ' (up to date)' : ' (behind: restart to migrate)'}
          </Row>
        </Card>
        <Card title="AI engine">
          <Row label="Engine">
            {s.ai.engine === 'builtin' ? 'Built-in (offline)' : 'OpenAI-compatible'}
          </Row>
          <Row label="Model">{s.ai.model}</Row>
          <Row label="Vision model">{s.ai.visionModel ?? '—'}</Row>
          <Row label="Image model">{s.ai.imageModel ?? '—'}</Row>
          {s.ai.host && <Row label="Server">{s.ai.host}</Row>}
          <Check label="Test connection" run={() => api.call(endpoints.adminSystem.testAi)} />
        </Card>
        <Card title="Open Food Facts">
          <Row label="Barcode lookups">{s.openFoodFacts.enabled ? 'On' : 'Off'}</Row>
          <Row label="Server">{s.openFoodFacts.host}</Row>
          <Check
            label="Test connection"
            run={() => api.call(endpoints.adminSystem.testOpenFoodFacts)}
          />
        </Card>
        <Card title="Mail">
          <Row label="Mail server (SMTP)">
            {s.mail.smtpConfigured ? 'Configured' : 'Not configured: e-mails wait in the outbox'}
          </Row>
          <Row label="Failed e-mails">{s.mail.failed}</Row>
          <Row label="Stored e-mails">{s.mail.stored}</Row>
        </Card>
        <Card title="Reminders">
          <Row label="Waiting">{s.reminders.due}</Row>
          <Row label="Late (no process delivering)">{s.reminders.late}</Row>
          <Row label="Sent in the last 24 h">{s.reminders.sentLastDay}</Row>
          <Row label="Failed in the last 7 days">{s.reminders.failedLastWeek}</Row>
        </Card>
      </div>
    </div>
  );
}
