import { MEAL_TYPES, type MealType } from '@ketoflow/contracts';
import { useId } from 'react';
import { MEAL_TYPE_LABELS } from './meal-types';
import { ChoiceGroup } from '../../components/choice-group';

const OPTIONS = MEAL_TYPES.map((value) => ({ value, label: MEAL_TYPE_LABELS[value] }));

/** Breakfast / Lunch / Dinner / Snack as one row of segments (every "add to diary" form). */
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
