import { Globe } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useOnline } from '../../../lib/online';
import { clientTimeZone } from '../../../lib/time-zone';
import { useSetReminderTimeZone } from '../api/reminders-api';

/** "America/New_York" as people write it: "America/New York". */
const zoneName = (zone: string) => zone.replaceAll('_', ' ');

/**
 * The zone reminders are timed in (kept on the server, so they come on time while no device is
 * open), and, when this device's zone is another one, a way to switch to it alone.
 */
export function TimeZoneNote({ userId, keptZone }: { userId: string; keptZone: string | null }) {
  const online = useOnline();
  const setZone = useSetReminderTimeZone(userId);
  const deviceZone = clientTimeZone();

  const followDeviceZone = () =>
    setZone.mutate(deviceZone, {
      onSuccess: (saved) =>
        toast.success(`Reminders now follow ${zoneName(saved.timeZone ?? deviceZone)}`),
      onError: () =>
        toast.error('The time zone was not changed', { description: 'Please try again.' }),
    });

  return (
    <div className="flex items-start gap-3 rounded-lg border border-dashed p-3 text-sm">
      <Globe className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 gap-2">
        {keptZone === null ? (
          <p>
            Reminders will follow this device’s time zone,{' '}
            <span className="font-medium break-words">{zoneName(deviceZone)}</span>, once you save.
          </p>
        ) : (
          <p>
            Reminders follow <span className="font-medium break-words">{zoneName(keptZone)}</span>.
            {keptZone !== deviceZone && (
              <span className="text-muted-foreground">
                {' '}
                This device is set to <span className="break-words">{zoneName(deviceZone)}</span>.
              </span>
            )}
          </p>
        )}
        {keptZone !== null && keptZone !== deviceZone && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={followDeviceZone}
            disabled={setZone.isPending || !online}
          >
            {setZone.isPending && <Spinner />}
            Use this device’s time zone
          </Button>
        )}
      </div>
    </div>
  );
}
