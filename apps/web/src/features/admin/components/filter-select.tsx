import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';

const ANY = 'any';

/** A labelled select whose first choice is "Any" (Radix items cannot carry an empty value). */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  anyLabel = 'Any',
}: {
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
  anyLabel?: string | null;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value === '' ? ANY : value}
        onValueChange={(next) => onChange(next === ANY ? '' : (next as V))}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {anyLabel !== null && <SelectItem value={ANY}>{anyLabel}</SelectItem>}
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;
