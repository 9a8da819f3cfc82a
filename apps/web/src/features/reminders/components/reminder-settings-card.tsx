import { BellRing } from 'lucide-react';
import { QueryErrorState } from '../../../components/data-state';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReminderSettings } from '../api/reminders-api';
import { ReminderSettingsForm } from './reminder-settings-form';

/** The reminders card of the profile: loading, could not load, or the form. */
export function ReminderSettingsCard({ userId }: { userId: string }) {
  const settings = useReminderSettings(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="size-5 text-muted-foreground" aria-hidden="true" />
          Reminders
        </CardTitle>
        <CardDescription>
          Choose what to be reminded of. Every reminder lands in the inbox (the bell), and on the
          devices where you turn reminders on.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div className="grid gap-5" aria-busy="true" aria-label="Loading your reminders">
            {[0, 1, 2, 3, 4].map((row) => (
              <div key={row} className="flex items-start justify-between gap-4">
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-40" />
                  <Skeleton className="h-3 w-full max-w-64" />
                </div>
                <Skeleton className="h-6 w-11 rounded-full" />
              </div>
            ))}
          </div>
        ) : settings.isError ? (
          <QueryErrorState
            query={settings}
            title="Your reminder settings could not be loaded"
            headingLevel={3}
          />
        ) : (
          <ReminderSettingsForm userId={userId} settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}
