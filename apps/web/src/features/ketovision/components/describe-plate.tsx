import { FOOD_SCAN_LIMITS, type Food, type FoodScan } from '@ketoflow/contracts';
import { MessageSquareText, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { AiErrorNotice } from '../../../entities/ai/ai-error';
import { CoinPrice } from '../../../entities/ai/coin-price';
import { FoodSearch } from '../../../entities/food';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { newRequestKey } from '../../../entities/ai/ai';
import { isApiError } from '../../../lib/api-client';
import { useDescribePlate } from '../api/food-scans-api';
import { NeedsConnection } from '../../../components/needs-connection';
import { useOnline } from '../../../lib/online';

type Row = { food: Food; grams: string };

/** A food's usual amount: its first household portion, else 100 g. */
function defaultGrams(food: Food): string {
  return String(Math.round(food.portions[0]?.grams ?? 100));
}

/**
 * "What is on the plate?" — after a photo nothing was recognised in (or without a photo):
 * foods picked with the shared autocomplete and their grams, or a sentence the diary's parser
 * reads. The plate is scored from the food database like any scan.
 */
export function DescribePlate({
  photoId,
  photoUrl,
  reason,
  unmatched = [],
  onScored,
}: {
  photoId?: string;
  photoUrl?: string;
  reason?: string;
  unmatched?: string[];
  onScored: (scan: FoodScan) => void;
}) {
  const online = useOnline();
  const [rows, setRows] = useState<Row[]>([]);
  const [text, setText] = useState('');
  const [tab, setTab] = useState<'foods' | 'words'>('foods');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useDescribePlate();
  const key = useRef<string | null>(null);
  const headingId = useId();

  function add(food: Food) {
    setProblem(null);
    setRows((current) =>
      current.some((r) => r.food.id === food.id) || current.length >= FOOD_SCAN_LIMITS.itemsMax
        ? current
        : [...current, { food, grams: defaultGrams(food) }],
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    let body;
    if (tab === 'foods') {
      if (rows.length === 0) return setProblem('Add at least one food.');
      const items = rows.map((r) => ({ foodId: r.food.id, grams: Number(r.grams) }));
      if (items.some((i) => !(i.grams > 0) || i.grams > FOOD_SCAN_LIMITS.gramsMax)) {
        return setProblem(`Enter grams between 1 and ${FOOD_SCAN_LIMITS.gramsMax} for each food.`);
      }
      body = { items, ...(photoId ? { photoId } : {}) };
    } else {
      if (!text.trim()) return setProblem('Say what is on the plate.');
      body = { text: text.trim(), ...(photoId ? { photoId } : {}) };
    }
    setProblem(null);
    // A network failure may have been charged: its retry keeps the key. Anything else is new.
    if (!isApiError(mutation.error, 'NETWORK') || !key.current) key.current = newRequestKey();
    mutation.mutate({ body, key: key.current }, { onSuccess: onScored });
  }

  return (
    <Card aria-labelledby={headingId} data-testid="describe-plate">
      <CardHeader>
        <CardTitle id={headingId}>What is on the plate?</CardTitle>
        <CardDescription>
          {reason ??
            'Pick the foods and their amounts, and we score the plate from the food database.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {photoUrl && (
            <img
              src={photoUrl}
              alt="Your photo"
              className="max-h-48 w-fit rounded-lg object-cover"
            />
          )}
          {unmatched.length > 0 && (
            <p className="text-sm text-muted-foreground">
              Seen but not in the food database: {unmatched.map((u) => `“${u}”`).join(', ')}.
            </p>
          )}
          <Tabs value={tab} onValueChange={(v) => setTab(v as 'foods' | 'words')}>
            <TabsList>
              <TabsTrigger value="foods">Pick foods</TabsTrigger>
              <TabsTrigger value="words">
                <MessageSquareText aria-hidden="true" />
                In words
              </TabsTrigger>
            </TabsList>
            <TabsContent value="foods" className="grid gap-3 pt-3">
              <FoodSearch onSelect={add} label="Add a food on the plate" />
              {rows.length > 0 && (
                <ul className="grid gap-2" aria-label="Foods on the plate">
                  {rows.map((row, index) => (
                    <li
                      key={row.food.id}
                      className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-end gap-2 rounded-lg border px-3 py-2"
                    >
                      <span className="self-center text-sm break-words">{row.food.name}</span>
                      <FormField label="Grams">
                        <Input
                          type="number"
                          inputMode="decimal"
                          min={1}
                          max={FOOD_SCAN_LIMITS.gramsMax}
                          value={row.grams}
                          onChange={(e) =>
                            setRows((current) =>
                              current.map((r, i) =>
                                i === index ? { ...r, grams: e.target.value } : r,
                              ),
                            )
                          }
                        />
                      </FormField>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${row.food.name}`}
                        onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
            <TabsContent value="words" className="pt-3">
              <FormField
                label="Describe the plate"
                description="For example: 2 eggs, 3 slices of bacon and half an avocado"
              >
                <Input
                  value={text}
                  maxLength={FOOD_SCAN_LIMITS.textMax}
                  onChange={(e) => setText(e.target.value)}
                />
              </FormField>
            </TabsContent>
          </Tabs>
          {problem && <FormMessage>{problem}</FormMessage>}
          <AiErrorNotice error={mutation.error} />
          <NeedsConnection />
          <Button
            type="submit"
            size="lg"
            disabled={mutation.isPending || !online}
            className="w-full sm:w-fit"
          >
            {mutation.isPending && <Spinner />}
            Score this plate
            <CoinPrice action="food_scan" />
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
