import type { MealType } from '@ketoflow/contracts';
import { useId } from 'react';
import { ChoiceGroup } from '../../../components/choice-group';
import { MEAL_SECTIONS } from '../lib/format';

const OPTIONS = MEAL_SECTIONS.map((s) => ({
  value: s.type,
  label: s.type === 'snack' ? 'Snack' : s.label,
}));

/** Breakfast / Lunch / Dinner / Snack as one row of segments. */
export function MealTypeField({
  value,
  onChange,
}: {
  value: MealType;
  onChange: (value: MealType) => void;
}) {
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium">
        Meal
      </span>
      <ChoiceGroup<MealType>
        variant="segments"
        options={OPTIONS}
        value={value}
        onValueChange={onChange}
        aria-labelledby={labelId}
        className="[&>button]:px-1.5"
      />
    </div>
  );
}
