import { Activity } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import {
  useActivitySettings,
  useUpdateActivitySettings,
} from '../../../entities/activity/activity-settings';
import { useUserId } from '../../../entities/session/session';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The activity-logging opt-out (privacy policy "Activity log"): a switch saved on the server,
 * so it holds on every device. Off stops the browser sending anything and deletes what the
 * server kept (the entries and the last-active time).
 */
export function ActivityLoggingCard() {
  const userId = useUserId();
  const settings = useActivitySettings(userId || null);
  const update = useUpdateActivitySettings(userId);
  const switchId = useId();
  const hintId = useId();

  const change = (loggingEnabled: boolean) =>
    update.mutate(
      { loggingEnabled },
      {
        onSuccess: () =>
          toast.success(loggingEnabled ? 'Activity logging is on' : 'Activity logging is off', {
            description: loggingEnabled
              ? 'Thank you: it helps us improve the app.'
              : 'Nothing more is logged, and what was logged has been deleted.',
          }),
        onError: () =>
          toast.error('Your choice was not saved', { description: 'Please try again.' }),
      },
    );

  const data = settings.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity className="size-5 text-muted-foreground" aria-hidden="true" />
          Activity logging
        </CardTitle>
        <CardDescription>
          Which screens you open and a few actions, such as logging a meal or starting a fast, so we
          can see what to improve. Never what you type or your health values.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {settings.isPending ? (
          <Skeleton className="h-6 w-56" />
        ) : settings.isError || !data ? (
          <p role="alert" className="text-sm text-muted-foreground">
            Your choice could not be loaded.{' '}
            <Button
              variant="link"
              className="h-auto p-0"
              onClick={() => void settings.refetch()}
              disabled={settings.isFetching}
            >
              Try again
            </Button>
          </p>
        ) : (
          <>
            <div className="flex items-center gap-3">
              <Switch
                id={switchId}
                checked={data.loggingEnabled}
                onCheckedChange={change}
                disabled={update.isPending}
                aria-describedby={hintId}
              />
              <label htmlFor={switchId} className="text-sm font-medium">
                Log my activity in the app
              </label>
            </div>
            <p id={hintId} className="text-sm text-muted-foreground">
              {data.loggingEnabled
                ? `Entries are kept for ${data.retentionDays} days. Turning this off stops logging and deletes what was logged so far.`
                : 'Off: nothing is logged, and nothing logged before is kept.'}
              {data.lastActiveAt &&
                ` Last active: ${dateTime.format(new Date(data.lastActiveAt))}.`}{' '}
              <Link
                to="/privacy-policy#activity-log"
                className="font-medium text-primary underline underline-offset-4 hover:no-underline"
              >
                What we log and why
              </Link>
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
