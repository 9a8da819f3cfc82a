import type { PushDevices } from '@ketoflow/contracts';
import { BellOff, CircleCheck, MonitorSmartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { NeedsConnection } from '../../../components/needs-connection';
import { QueryErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useOnline } from '../../../lib/online';
import { usePushDevices } from '../api/reminders-api';
import { useThisDevicePush, type ThisDeviceProblem } from '../hooks/use-this-device-push';
import { pushAvailability } from '../lib/push-browser';
import { DeviceRow } from './device-row';
import { IosPushHint } from './ios-push-hint';

const INBOX_STILL = 'Reminders still arrive in the inbox (the bell).';

/** One sentence for each way turning reminders on can fail. */
export const PUSH_PROBLEM_TEXT: Record<ThisDeviceProblem, string> = {
  denied:
    'Notifications are blocked for this site: allow them in your browser’s site settings (the icon beside the address, or Settings → Site settings → Notifications), then press the button again.',
  dismissed:
    'The browser’s question was closed without an answer; press the button again to choose.',
  unsupported: `This browser cannot show reminders from the app. ${INBOX_STILL}`,
  'no-worker': 'The app is still setting itself up in this browser; reload the page and try again.',
  unreachable: `This browser could not reach its push service. ${INBOX_STILL}`,
  'not-saved': 'This device could not be saved for reminders; please try again.',
};

/** "Reminders on this device": turning push on here, and every device that gets reminders. */
export function PushDevicesCard({ userId }: { userId: string }) {
  const devices = usePushDevices(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphone className="size-5 text-muted-foreground" aria-hidden="true" />
          Reminders on this device
        </CardTitle>
        <CardDescription>
          Get reminders as notifications on this phone or computer, even while the app is closed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {devices.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading your devices">
            <Skeleton className="h-10 w-64 max-w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : devices.isError ? (
          <QueryErrorState
            query={devices}
            title="Your devices could not be loaded"
            headingLevel={3}
          />
        ) : (
          <DevicesContent userId={userId} list={devices.data} />
        )}
      </CardContent>
    </Card>
  );
}

function DevicesContent({ userId, list }: { userId: string; list: PushDevices }) {
  const online = useOnline();
  const [availability] = useState(pushAvailability);
  const push = useThisDevicePush(userId);
  const headingId = useId();
  const listed = push.thisId !== null && list.devices.some((device) => device.id === push.thisId);

  return (
    <div className="grid gap-5">
      <NeedsConnection />
      {availability === 'ios-home-screen' ? (
        <IosPushHint />
      ) : availability === 'unsupported' ? (
        <p role="note" className="flex items-start gap-2 text-sm text-muted-foreground">
          <BellOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {PUSH_PROBLEM_TEXT.unsupported}
        </p>
      ) : listed ? (
        <p className="flex items-center gap-2 text-sm">
          <CircleCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
          Reminders are on for this device.
        </p>
      ) : (
        <div className="grid gap-2">
          <Button
            variant="secondary"
            className="w-full sm:w-fit"
            onClick={() => void push.turnOn(list.vapidPublicKey)}
            disabled={push.working || !online}
          >
            {push.working && <Spinner />}
            {push.working ? 'Turning on...' : 'Turn on reminders on this device'}
          </Button>
        </div>
      )}
      {push.problem && availability === 'available' && !listed && (
        <p role="alert" className="text-sm text-muted-foreground">
          {PUSH_PROBLEM_TEXT[push.problem]}
        </p>
      )}

      <section aria-labelledby={headingId} className="grid gap-3">
        <h3 id={headingId} className="text-sm font-medium">
          Devices that get reminders
        </h3>
        {list.devices.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            None yet: reminders arrive in the inbox (the bell) until you turn them on for a phone or
            computer.
          </p>
        ) : (
          <ul className="grid divide-y">
            {list.devices.map((device) => (
              <DeviceRow
                key={device.id}
                userId={userId}
                device={device}
                isThisDevice={device.id === push.thisId}
                online={online}
                onRemoved={(id) => void push.removed(id)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
