import type { FoodScan, Meal } from '@ketoflow/contracts';
import { LogToDiaryDialog } from '../../../entities/diary/log-to-diary-dialog';
import { useLogScan } from '../api/food-scans-api';
import { formatRange } from '../lib/format';

/** "Log to diary" for a scan: the diary stores the scan's estimate as one entry. */
export function LogScanDialog({
  scan,
  onLogged,
}: {
  scan: FoodScan;
  onLogged?: (meal: Meal) => void;
}) {
  const mutation = useLogScan();
  return (
    <LogToDiaryDialog
      verb="Log"
      subject={scan.foodType}
      triggerClassName="w-full sm:w-auto"
      pending={mutation.isPending}
      onOpen={() => mutation.reset()}
      onSubmit={async (choice) => {
        const meal = await mutation.mutateAsync({ id: scan.id, body: choice });
        onLogged?.(meal);
      }}
      summary={
        <>
          {formatRange(scan.macros.energyKcal, 'kcal')} kcal ·{' '}
          {formatRange(scan.macros.netCarbsG, 'g')} g net carbs ·{' '}
          {formatRange(scan.macros.proteinG, 'g')} g protein · {formatRange(scan.macros.fatG, 'g')}{' '}
          g fat
        </>
      }
    />
  );
}
