import type { Units, WaterDay } from '@ketoflow/contracts';
import { ML_PER_FL_OZ } from '@ketoflow/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useSetWaterTarget } from './water';

/**
 * The person's own daily water target, in their units (ml, or US fl oz converted to ml), and
 * the way back to the guidance. Bounds and their message are the server's (500–6,000 ml).
 */
export function WaterTargetForm({
  userId,
  units,
  day,
  onDone,
}: {
  userId: string;
  units: Units;
  day: WaterDay;
  onDone: () => void;
}) {
  const imperial = units === 'imperial';
  const shown = imperial ? Math.round(day.targetMl / ML_PER_FL_OZ) : day.targetMl;
  const [value, setValue] = useState(String(shown));
  const [error, setError] = useState<string | undefined>();
  const save = useSetWaterTarget(userId);

  const send = (targetMl: number | null) =>
    save.mutate(targetMl, {
      onSuccess: onDone,
      onError: (e) => setError(e.message),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(value.replace(',', '.'));
    if (value.trim() === '' || !Number.isFinite(n)) {
      setError('Enter your daily target as a number.');
      return;
    }
    send(Math.round(imperial ? n * ML_PER_FL_OZ : n));
  };

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <FormField label={`Daily target (${imperial ? 'fl oz' : 'ml'})`} error={error}>
        <Input
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className="w-40"
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save target
        </Button>
        {day.targetSource === 'own' && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={save.isPending}
            onClick={() => send(null)}
          >
            Back to the guidance
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
