import { FASTING_ZONES, FASTING_ZONES_NOTE, type FastingZone } from '@ketoflow/domain';
import { Info } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

export function zoneHours(fromHours: number, toHours: number | null): string {
  return toHours === null ? `${fromHours} h +` : `${fromHours}–${toHours} h`;
}

/** Every zone with its hour boundaries; the current one (if a fast runs) is highlighted. */
export function ZoneTimeline({ current }: { current: FastingZone | null }) {
  return (
    <Card data-tour="fasting-zones">
      <CardHeader>
        <CardTitle>Fasting zones</CardTitle>
        <CardDescription className="flex gap-1.5">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{FASTING_ZONES_NOTE}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-1" aria-label="Fasting zones">
          {FASTING_ZONES.map((zone) => {
            const active = zone.zone === current;
            return (
              <li
                key={zone.zone}
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'relative grid grid-cols-[auto_1fr] gap-x-3 rounded-lg border border-transparent px-3 py-2.5',
                  active && 'border-primary/50 bg-primary/10',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-1.5 size-2.5 rounded-full bg-muted-foreground/40',
                    active && 'bg-primary ring-4 ring-primary/20',
                  )}
                />
                <div className="grid gap-0.5">
                  <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                    <span className="font-medium">{zone.label}</span>
                    <span className="num text-sm text-muted-foreground">
                      {zoneHours(zone.fromHours, zone.toHours)}
                    </span>
                    {active && <Badge variant="success">You are here</Badge>}
                  </div>
                  <p className="text-sm text-muted-foreground">{zone.description}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
