import type { Units, WaterDay } from '@ketoflow/contracts';
import { localIsoDate, ML_PER_FL_OZ, WATER_BOTTLE_ML, WATER_GLASS_ML } from '@ketoflow/domain';
import { Droplet, GlassWater, Milk, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Skeleton } from '../../components/ui/skeleton';
import { formatInteger, formatTimeOfDay } from '../../lib/format';
import type { QueuedWrite } from '../../lib/outbox';
import { SyncMark } from '../sync/sync-mark';
import { useLogWater, useUndoWater, useWaterDay, waterDayWithQueued } from './water';
import { WaterTargetForm } from './water-target-form';

/** An amount as the person reads it: ml, or whole US fluid ounces with imperial units. */
export function formatWater(ml: number, units: Units): string {
  return units === 'imperial'
    ? `${formatInteger(Math.round(ml / ML_PER_FL_OZ))} fl oz`
    : `${formatInteger(ml)} ml`;
}

function TodayWater({
  userId,
  date,
  units,
  day,
  queued,
}: {
  userId: string;
  date: string;
  units: Units;
  day: WaterDay;
  queued: readonly QueuedWrite[];
}) {
  const log = useLogWater(userId);
  const undo = useUndoWater(userId);
  const { entries, totalMl } = waterDayWithQueued(day, queued);
  const last = entries[0];
  const add = (amountMl: number) =>
    log.mutate({ date, amountMl, loggedAt: new Date().toISOString() });
  const glass = WATER_GLASS_ML[units];
  const bottle = WATER_BOTTLE_ML[units];
  const percent = Math.min(100, Math.round((totalMl / day.targetMl) * 100));
  const [editing, setEditing] = useState(false);
  const when = date === localIsoDate() ? 'today' : 'on this day';
  if (editing)
    return (
      <CardContent>
        <WaterTargetForm userId={userId} units={units} day={day} onDone={() => setEditing(false)} />
      </CardContent>
    );
  return (
    <CardContent className="grid gap-4">
      <div className="grid gap-2">
        <p className="flex items-baseline gap-2">
          <span className="num text-3xl font-semibold tracking-tight">
            {formatWater(totalMl, units)}
          </span>
          <span className="text-sm text-muted-foreground">
            of {formatWater(day.targetMl, units)}
          </span>
          <Button
            variant="link"
            size="sm"
            className="ml-auto h-auto p-0"
            onClick={() => setEditing(true)}
          >
            Change target
          </Button>
        </p>
        <Progress aria-label={`Water ${when}`} value={percent} indicatorClassName="bg-water" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => add(glass)}>
          <GlassWater aria-hidden="true" />
          Glass <span className="text-muted-foreground">+{formatWater(glass, units)}</span>
        </Button>
        <Button variant="outline" size="sm" onClick={() => add(bottle)}>
          <Milk aria-hidden="true" />
          Bottle <span className="text-muted-foreground">+{formatWater(bottle, units)}</span>
        </Button>
      </div>
      {log.error && (
        <p role="alert" className="text-sm text-destructive">
          {log.error.message}
        </p>
      )}
      {last ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>
            Last: {formatWater(last.amountMl, units)}
            {last.loggedAt && ` at ${formatTimeOfDay(last.loggedAt)}`}
          </span>
          <SyncMark sync={last.sync} />
          <Button
            variant="ghost"
            size="sm"
            disabled={undo.isPending}
            onClick={() => undo.mutate(last.id)}
          >
            <Undo2 aria-hidden="true" />
            Undo
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No water logged {when} yet.</p>
      )}
    </CardContent>
  );
}

/**
 * Today's water against the daily target, with a glass and a bottle to log in one tap and an
 * undo for the last drink. Works offline: drinks wait on the device and are sent later.
 */
export function WaterCard({ userId, date, units }: { userId: string; date: string; units: Units }) {
  const { query, queued } = useWaterDay(userId, date);
  const day = query.data;
  return (
    <Card role="region" aria-labelledby="water-title">
      <CardHeader>
        <CardTitle id="water-title" className="flex items-center gap-2">
          <Droplet className="size-5 text-water" aria-hidden="true" />
          Water
        </CardTitle>
        <CardDescription>
          {day?.targetSource === 'own'
            ? 'Your own daily target.'
            : 'Daily target from the US guidance on drinks for your sex.'}
        </CardDescription>
      </CardHeader>
      {day ? (
        <TodayWater userId={userId} date={date} units={units} day={day} queued={queued} />
      ) : query.isError ? (
        <CardContent className="grid gap-2 text-sm">
          <p role="alert" className="text-destructive">
            We couldn’t load today’s water.
          </p>
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => void query.refetch()}
          >
            Try again
          </Button>
        </CardContent>
      ) : (
        <CardContent>
          <Skeleton className="h-32 rounded-lg" />
        </CardContent>
      )}
    </Card>
  );
}
