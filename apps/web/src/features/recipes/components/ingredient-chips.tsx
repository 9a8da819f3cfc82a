import { GENERATOR_LIMITS } from '@ketoflow/contracts';
import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** Ingredients on hand as removable chips; Enter or a comma adds what was typed. */
export function IngredientChips({
  value,
  onChange,
}: {
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  const full = value.length >= GENERATOR_LIMITS.onHandMax;

  function add(raw: string) {
    const items = raw
      .split(',')
      .map((s) => s.trim().slice(0, GENERATOR_LIMITS.onHandTextMax))
      .filter(Boolean);
    const next = [...value];
    for (const item of items) {
      if (next.length >= GENERATOR_LIMITS.onHandMax) break;
      if (!next.some((v) => v.toLowerCase() === item.toLowerCase())) next.push(item);
    }
    onChange(next);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (text.trim()) add(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Ingredients on hand</Label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Ingredients on hand">
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pr-1 pl-3 text-sm text-secondary-foreground"
            >
              <span className="truncate">{item}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== item))}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove ${item}`}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={text}
          onChange={(e) => {
            const next = e.target.value;
            // A pasted "a, b, c" becomes chips at once.
            if (next.includes(',')) add(next);
            else setText(next);
          }}
          onKeyDown={onKeyDown}
          placeholder={full ? 'That is the most we can use' : 'e.g. chicken thigh'}
          disabled={full}
          aria-describedby={hintId}
          autoComplete="off"
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => add(text)}
          disabled={!text.trim() || full}
        >
          Add
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        Optional. Press Enter after each one; we match them to the food database.
      </p>
    </div>
  );
}
