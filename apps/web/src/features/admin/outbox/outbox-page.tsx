import { OUTBOX_KINDS, OUTBOX_STATUSES, type AdminEmail } from '@ketoflow/contracts';
import { Mail, Send } from 'lucide-react';
import { PageHeading } from '../../../components/page-layout';
import { useState } from 'react';
import { QueryErrorState } from '../../../components/data-state';
import { Badge } from '../../../components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { PagedList, SearchBar } from '../commerce/admin-list';
import { FilterSelect } from '../components/filter-select';
import { ReasonActionDialog } from '../components/reason-action-dialog';
import { useOutbox, useOutboxEmail, useResendEmail } from './outbox-api';

type Status = AdminEmail['status'];
const STATUS_LABELS: Record<Status, string> = {
  stored: 'Stored',
  sent: 'Sent',
  failed: 'Failed',
  sending: 'Sending',
};

type Kind = (typeof OUTBOX_KINDS)[number];
const KIND_LABELS: Record<Kind, string> = {
  email_verification: 'E-mail confirmation',
  password_reset: 'Password reset',
  existing_account: 'Existing account',
  account_suspended: 'Account suspended',
  purchase_setup_code: 'Purchase set-up code',
  weekly_summary: 'Weekly summary',
};
/** A kind's words; a kind this screen does not know yet shows by its name. */
const kindLabel = (kind: string) => KIND_LABELS[kind as Kind] ?? kind;

function StatusBadge({ status }: { status: Status }) {
  const variant = status === 'failed' ? 'destructive' : status === 'sent' ? 'success' : 'outline';
  return <Badge variant={variant}>{STATUS_LABELS[status]}</Badge>;
}

function Preview({ id, onClose }: { id: string | null; onClose: () => void }) {
  const email = useOutboxEmail(id);
  const resend = useResendEmail();
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{email.data?.subject ?? 'E-mail'}</DialogTitle>
          <DialogDescription>
            {email.data
              ? `To ${email.data.to} · ${kindLabel(email.data.kind)} · ${formatDateTime(email.data.createdAt)}`
              : 'Loading...'}
          </DialogDescription>
        </DialogHeader>
        {email.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : email.isError ? (
          <QueryErrorState query={email} title="We couldn’t load this e-mail" />
        ) : (
          <div className="grid gap-3">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <StatusBadge status={email.data.status} />
              {email.data.attempts > 0 && <span>{email.data.attempts} attempt(s)</span>}
            </p>
            {email.data.lastError && (
              <p className="text-sm text-destructive">Last error: {email.data.lastError}</p>
            )}
            {email.data.body === null ? (
              <p className="text-sm text-muted-foreground">
                The text of a sent e-mail is not kept: its links are live sign-in credentials.
              </p>
            ) : email.data.html !== null ? (
              // The HTML part in a sandbox without scripts, forms or navigation: it is the
              // app's own message, but its words include what people typed (their names).
              <iframe
                title="HTML part of the e-mail"
                sandbox=""
                srcDoc={email.data.html}
                className="h-[32rem] w-full rounded-lg border bg-white"
              />
            ) : (
              <pre className="max-h-80 overflow-auto rounded-lg bg-muted p-3 text-sm whitespace-pre-wrap">
                {email.data.body}
              </pre>
            )}
            {email.data.status === 'failed' && (
              <ReasonActionDialog
                label="Send again"
                title="Send this e-mail again?"
                description={`It goes to ${email.data.to} as it was written.`}
                icon={Send}
                done={(after) =>
                  (after as AdminEmail).status === 'sent'
                    ? 'E-mail sent'
                    : `It failed again: ${(after as AdminEmail).lastError ?? 'no reason given'}`
                }
                run={(reason) => resend.mutateAsync({ id: email.data.id, reason })}
              />
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** /admin/emails: every e-mail the app sent or tried to, the backlog, previews and resends. */
export function OutboxPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<Status | ''>('');
  const [kind, setKind] = useState<Kind | ''>('');
  const [open, setOpen] = useState<string | null>(null);
  const list = useOutbox({ q, status: status || undefined, kind: kind || undefined });
  const backlog = list.data?.pages[0]?.backlog;
  return (
    <div className="grid gap-6">
      <PageHeading
        icon={Mail}
        title="E-mails"
        description="Every e-mail the app sent or tried to send."
      />
      {backlog && (
        <p className="text-sm text-muted-foreground">
          Not delivered: {backlog.failed} failed, {backlog.stored} stored (no mail server).
        </p>
      )}
      <SearchBar id="outbox-q" label="Recipient" buttonLabel="Search e-mails" onSearch={setQ}>
        <FilterSelect
          label="Status"
          value={status}
          onChange={setStatus}
          options={OUTBOX_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <FilterSelect
          label="Kind"
          value={kind}
          onChange={setKind}
          options={OUTBOX_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
        />
      </SearchBar>
      <PagedList query={list} label="e-mails" empty="No e-mails match.">
        {(items) => (
          <ul className="grid gap-2" aria-label="E-mails">
            {items.map((email) => (
              <li key={email.id}>
                <button
                  type="button"
                  onClick={() => setOpen(email.id)}
                  className="grid w-full gap-1 rounded-lg border p-3 text-left transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{email.subject}</span>
                    <StatusBadge status={email.status} />
                  </span>
                  <span className="text-sm break-all text-muted-foreground">
                    {kindLabel(email.kind)} · {email.to} · {formatDateTime(email.createdAt)}
                    {email.lastError && ` · ${email.lastError}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <Preview id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
