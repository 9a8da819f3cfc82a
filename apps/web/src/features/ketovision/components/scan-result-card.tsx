import type { FoodScan, MacroRange, Meal } from '@ketoflow/contracts';
import { NET_CARBS_NOTE } from '../../../entities/food';
import { AnsweredBy } from '../../../entities/ai/answered-by';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Check, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/utils';
import { BAND_STYLES, formatAmount, formatRange } from '../lib/format';
import { KetoScoreDial } from './keto-score-dial';
import { LogScanDialog } from './log-scan-dialog';

const METHOD_TEXT: Record<FoodScan['method'], string> = {
  barcode: 'From the barcode',
  vision: 'Recognised in the photo',
  described: 'From your description',
};

function Macro({
  label,
  range,
  unit,
  tone,
}: {
  label: string;
  range: MacroRange;
  unit: 'g' | 'kcal';
  tone: string;
}) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-muted/50 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('num text-sm font-semibold', tone)}>
        {formatRange(range, unit)} {unit}
      </dd>
    </div>
  );
}

/** One scan: food, keto score and verdict, macros with ranges, the advice, and "Log to diary". */
export function ScanResultCard({
  scan,
  onDelete,
  onLogged,
  deleting = false,
}: {
  scan: FoodScan;
  onDelete?: () => void;
  onLogged?: (meal: Meal) => void;
  deleting?: boolean;
}) {
  const band = BAND_STYLES[scan.band];
  const BandIcon = band.icon;
  const { macros } = scan;
  return (
    <Card data-testid="scan-result" aria-labelledby={`scan-${scan.id}-title`}>
      <CardContent className="grid gap-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          {scan.photoUrl && (
            <img
              src={scan.photoUrl}
              alt=""
              className="aspect-[4/3] w-full rounded-lg object-cover sm:w-40"
            />
          )}
          <div className="flex min-w-0 flex-1 items-center gap-4">
            <KetoScoreDial score={scan.ketoScore} band={scan.band} />
            <div className="grid min-w-0 gap-1.5">
              <p className="text-xs text-muted-foreground">{METHOD_TEXT[scan.method]}</p>
              <h2 id={`scan-${scan.id}-title`} className="text-xl font-semibold break-words">
                {scan.foodType}
              </h2>
              <span
                className={cn(
                  'inline-flex w-fit items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-medium',
                  band.soft,
                )}
                data-testid="scan-verdict"
              >
                <BandIcon className="size-4" aria-hidden="true" />
                {scan.verdict}
              </span>
            </div>
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Macro label="Net carbs" range={macros.netCarbsG} unit="g" tone="text-carbs" />
          <Macro label="Total carbs" range={macros.carbohydrateG} unit="g" tone="text-carbs" />
          <Macro label="Fibre" range={macros.fiberG} unit="g" tone="text-foreground" />
          <Macro label="Protein" range={macros.proteinG} unit="g" tone="text-protein" />
          <Macro label="Fat" range={macros.fatG} unit="g" tone="text-fat" />
          <Macro label="Energy" range={macros.energyKcal} unit="kcal" tone="text-foreground" />
        </dl>
        {macros.netCarbsG.low !== macros.netCarbsG.high && (
          <p className="text-xs text-muted-foreground">
            Ranges come from the uncertainty of the portion size. {NET_CARBS_NOTE}
          </p>
        )}

        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Analysis</h3>
          <p className="text-sm" data-testid="scan-analysis">
            {scan.analysis}
          </p>
          <h3 className="text-sm font-semibold">Recommendation</h3>
          <p className="text-sm">{scan.recommendation}</p>
        </div>

        <details className="rounded-lg border px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium">
            Foods counted ({scan.items.filter((i) => i.foodId).length})
          </summary>
          <ul className="mt-2 grid gap-1">
            {scan.items.map((item, index) => (
              <li key={`${item.label}-${index}`} className="flex flex-wrap justify-between gap-2">
                {item.foodId ? (
                  <>
                    <span className="min-w-0 break-words">{item.foodName}</span>
                    <span className="num text-muted-foreground">
                      {formatAmount(item.grams, 'g')} g
                      {item.gramsLow !== item.gramsHigh &&
                        ` (${formatAmount(item.gramsLow, 'g')}–${formatAmount(item.gramsHigh, 'g')} g)`}
                    </span>
                  </>
                ) : (
                  <span className="text-muted-foreground">
                    “{item.label}” — not in the food database, not counted
                  </span>
                )}
              </li>
            ))}
          </ul>
        </details>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <AnsweredBy provenance={scan.provenance} verb="Scored" />
          <div className="flex flex-col gap-2 sm:flex-row">
            {onDelete && (
              <Button variant="ghost" onClick={onDelete} disabled={deleting}>
                <Trash2 aria-hidden="true" />
                Delete scan
              </Button>
            )}
            {scan.mealId ? (
              <Button asChild variant="outline" size="lg">
                <Link to="/my-meals">
                  <Check aria-hidden="true" />
                  In your diary
                </Link>
              </Button>
            ) : (
              <LogScanDialog scan={scan} onLogged={onLogged} />
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
