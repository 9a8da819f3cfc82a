import { useActivityPolicy } from '../../../entities/activity/activity-settings';

/**
 * "180 days": how long activity entries are kept, as the server is configured
 * (ACTIVITY_RETENTION_DAYS). Inline in the policy's sentences; a short placeholder while
 * loading (also what the prerendered page shows, so hydration matches).
 */
export function ActivityRetention() {
  const { data, isPending } = useActivityPolicy();
  if (isPending) {
    return (
      <span
        aria-hidden="true"
        className="inline-block h-4 w-16 animate-pulse rounded-md bg-muted align-middle"
      />
    );
  }
  if (!data) return <span>a limited period set by the operator (180 days by default)</span>;
  return <strong>{data.retentionDays} days</strong>;
}
