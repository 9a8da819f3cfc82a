import { Skeleton } from '../../../components/ui/skeleton';
import { useCommerceConfig } from '../../../entities/commerce/commerce';
import { cn } from '../../../lib/utils';

/** A skeleton that may sit inside a sentence (a <span>, valid inside <p>). */
function InlineSkeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block h-4 animate-pulse rounded-md bg-muted align-middle', className)}
    />
  );
}

/**
 * The operator's details (from the server's configuration, GET /api/v1/commerce/config):
 * inline pieces for the legal texts. While loading they show a short skeleton; if the
 * configuration cannot be read they fall back to a neutral wording.
 */
export function OperatorName() {
  const { data, isPending } = useCommerceConfig();
  if (isPending) return <InlineSkeleton className="w-32" />;
  return <strong>{data?.operator.name ?? 'the operator of this service'}</strong>;
}

export function OperatorEmail() {
  const { data, isPending } = useCommerceConfig();
  if (isPending) return <InlineSkeleton className="w-40" />;
  if (!data) return <span>the contact address on the Legal Info page</span>;
  return <a href={`mailto:${data.operator.email}`}>{data.operator.email}</a>;
}

/** Name, postal address and e-mail as a block (legal info, privacy controller). */
export function OperatorDetails() {
  const { data, isPending, isError, refetch, isFetching } = useCommerceConfig();
  if (isPending) {
    return (
      <div className="mt-4 grid gap-2" aria-hidden="true">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-4 w-40" />
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert">
        The operator’s details could not be loaded.{' '}
        <button
          type="button"
          className="font-medium text-primary underline underline-offset-4 disabled:opacity-50"
          onClick={() => void refetch()}
          disabled={isFetching}
        >
          Try again
        </button>
      </p>
    );
  }
  const { name, address, email } = data.operator;
  return (
    <dl>
      <dt>Operator</dt>
      <dd>{name}</dd>
      <dt>Postal address</dt>
      <dd className="whitespace-pre-line">{address ?? 'Not provided by the operator yet.'}</dd>
      <dt>E-mail</dt>
      <dd>
        <a href={`mailto:${email}`}>{email}</a>
      </dd>
    </dl>
  );
}
