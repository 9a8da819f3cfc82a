import { Droplet, Ruler, Scale } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-layout';
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
    <PageShell
      icon={Scale}
      title="Weight Tracker"
      description="Your weight, its trend and your goal; tape measurements; ketones and glucose."
    >
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setParams(next === 'weight' ? {} : { tab: next }, { replace: true })
        }
        className="grid gap-6"
      >
        <TabsList className="w-full sm:w-fit" data-tour="weight-tabs">
          <TabsTrigger value="weight" data-tour="weight-tab-weight">
            <Scale className="size-4 max-sm:hidden" aria-hidden="true" />
            Weight
          </TabsTrigger>
          <TabsTrigger value="measurements">
            <Ruler className="size-4 max-sm:hidden" aria-hidden="true" />
            Measurements
          </TabsTrigger>
          <TabsTrigger value="ketones" data-tour="weight-tab-ketones">
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
    </PageShell>
  );
}
