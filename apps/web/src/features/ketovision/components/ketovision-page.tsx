import type { FoodScan, PhotoScanResponse } from '@ketoflow/contracts';
import { ScanLine } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PageShell } from '../../../components/page-layout';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useDeleteScan } from '../api/food-scans-api';
import { DescribePlate } from './describe-plate';
import { PhotoScanner } from './photo-scanner';
import { ScanHistory } from './scan-history';
import { ScanResultCard } from './scan-result-card';

type Shown =
  | { kind: 'none' }
  | { kind: 'scan'; scan: FoodScan }
  | { kind: 'describe'; request: Extract<PhotoScanResponse, { status: 'needs_description' }> }
  | { kind: 'describe-blank' };

/** /ketovision — scan a photo (or describe a plate), see its keto score, log it. */
export function KetoVisionPage() {
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  const remove = useDeleteScan();

  function onPhoto(result: PhotoScanResponse) {
    setShown(
      result.status === 'complete'
        ? { kind: 'scan', scan: result.scan }
        : { kind: 'describe', request: result },
    );
  }

  function onDelete(scan: FoodScan) {
    remove.mutate(scan.id, {
      onSuccess: () => {
        setShown({ kind: 'none' });
        toast.success('Scan deleted', { description: scan.foodType });
      },
      onError: (error) =>
        toast.error(isApiError(error) ? error.message : 'The scan could not be deleted.'),
    });
  }

  return (
    <PageShell
      icon={ScanLine}
      title="KetoVision"
      description="Snap a photo of your food and see its net carbs, macros and keto score."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <PhotoScanner onResult={onPhoto} />
          {shown.kind === 'scan' && (
            <ScanResultCard
              key={shown.scan.id}
              scan={shown.scan}
              onDelete={() => onDelete(shown.scan)}
              onLogged={(meal) =>
                setShown({ kind: 'scan', scan: { ...shown.scan, mealId: meal.id } })
              }
              deleting={remove.isPending}
            />
          )}
          {shown.kind === 'describe' && (
            <DescribePlate
              key={shown.request.photoId}
              photoId={shown.request.photoId}
              photoUrl={shown.request.photoUrl}
              reason={shown.request.reason}
              unmatched={shown.request.unmatched}
              onScored={(scan) => setShown({ kind: 'scan', scan })}
            />
          )}
          {shown.kind === 'describe-blank' && (
            <DescribePlate onScored={(scan) => setShown({ kind: 'scan', scan })} />
          )}
          {shown.kind === 'none' && (
            <Button
              variant="link"
              className="w-fit px-0"
              data-tour="ketovision-describe"
              onClick={() => setShown({ kind: 'describe-blank' })}
            >
              No photo? Describe your plate instead
            </Button>
          )}
        </div>
        <ScanHistory
          selectedId={shown.kind === 'scan' ? shown.scan.id : null}
          onOpen={(scan) => setShown({ kind: 'scan', scan })}
        />
      </div>
    </PageShell>
  );
}
