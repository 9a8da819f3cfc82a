import { Droplet, Ruler, Scale } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentMeta } from '../../../lib/document-meta';
import { MeasurementsPanel } from './measurements-panel';
import { ReadingsPanel } from './readings-panel';
import { WeightPanel } from './weight-panel';

const TABS = ['weight', 'measurements', 'ketones'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/** /weight-tracker: weight with trend, BMI and goal; tape measurements; ketones and GKI. */
export function WeightTrackerPage() {
  useDocumentMeta({
    title: 'Weight Tracker',
    description: 'Log your weight, follow your trend, BMI and goal, measurements and ketones.',
  });
  // The tab lives in the URL (?tab=measurements) so reloads and shared links keep it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'weight';

  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6 flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Scale className="size-6" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h1 className="text-3xl font-semibold tracking-tight">Weight Tracker</h1>
          <p className="max-w-prose text-pretty text-muted-foreground">
            Your weight, its trend and your goal; tape measurements; ketones and glucose.
          </p>
        </div>
      </header>
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setParams(next === 'weight' ? {} : { tab: next }, { replace: true })
        }
        className="grid gap-6"
      >
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="weight">
            <Scale className="size-4 max-sm:hidden" aria-hidden="true" />
            Weight
          </TabsTrigger>
          <TabsTrigger value="measurements">
            <Ruler className="size-4 max-sm:hidden" aria-hidden="true" />
            Measurements
          </TabsTrigger>
          <TabsTrigger value="ketones">
            <Droplet className="size-4 max-sm:hidden" aria-hidden="true" />
            Ketones
          </TabsTrigger>
        </TabsList>
        <TabsContent value="weight">
          <WeightPanel />
        </TabsContent>
        <TabsContent value="measurements">
          <MeasurementsPanel />
        </TabsContent>
        <TabsContent value="ketones">
          <ReadingsPanel />
        </TabsContent>
      </Tabs>
    </main>
  );
}
