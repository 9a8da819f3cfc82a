import { Minus, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatQuantity } from '../../../lib/format';

/**
 * − n + for servings. Steps by 1 above 1 and by ½ below, so a single portion can be halved;
 * the value is announced politely as it changes.
 */
export function ServingsStepper({
  value,
  onChange,
  label,
  min = 0.5,
  max = 100,
}: {
  value: number;
  onChange: (value: number) => void;
  /** Names the control for screen readers ("Servings to cook"). */
  label: string;
  min?: number;
  max?: number;
}) {
  const down = value > 1 ? Math.ceil(value) - 1 : value - 0.5;
  const up = value >= 1 ? Math.floor(value) + 1 : value + 0.5;
  return (
    <div role="group" aria-label={label} className="inline-flex items-center gap-1">
      <Button
        variant="outline"
        size="icon-sm"
        onClick={() => onChange(Math.max(min, down))}
        disabled={value <= min}
        aria-label={`Fewer servings (${label.toLowerCase()})`}
      >
        <Minus aria-hidden="true" />
      </Button>
      <output aria-live="polite" className="num w-12 text-center text-base font-semibold">
        {formatQuantity(value)}
      </output>
      <Button
        variant="outline"
        size="icon-sm"
        onClick={() => onChange(Math.min(max, up))}
        disabled={value >= max}
        aria-label={`More servings (${label.toLowerCase()})`}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
