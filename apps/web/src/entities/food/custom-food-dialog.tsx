import {
  CreateCustomFoodBodySchema,
  FoodCategorySchema,
  type CreateCustomFoodInput,
  type Food,
  type FoodCategory,
} from '@ketoflow/contracts';
import { atwaterEnergy, isValidGtin, netCarbs, normaliseBarcode } from '@ketoflow/domain';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { isApiError } from '../../lib/api-client';
import { ChoiceGroup } from '../../components/choice-group';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField, FormMessage } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { useCreateCustomFood } from './api';
import { NET_CARBS_NOTE } from './format';
import { formatGramsCompact, formatInteger, round2 } from '../../lib/format';

export interface CustomFoodDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved food; the dialog does not close itself (the caller decides). */
  onCreated: (food: Food) => void;
  /** Pre-fills the name (e.g. what was typed in the search box). */
  defaultName?: string;
  /** Pre-fills the barcode (e.g. after a barcode lookup found nothing). */
  defaultBarcode?: string;
}

const CATEGORY_LABELS: Record<FoodCategory, string> = {
  meat: 'Meat',
  poultry: 'Poultry',
  fish_seafood: 'Fish and seafood',
  eggs: 'Eggs',
  dairy: 'Dairy',
  cheese: 'Cheese',
  fats_oils: 'Fats and oils',
  nuts_seeds: 'Nuts and seeds',
  vegetables: 'Vegetables',
  fruits: 'Fruits',
  keto_staples: 'Keto staples',
  sweeteners: 'Sweeteners',
  condiments_sauces: 'Condiments and sauces',
  drinks: 'Drinks',
  high_carb: 'High-carb foods',
  other: 'Other',
};

const NUMBER_FIELDS = [
  'energyKcal',
  'proteinG',
  'fatG',
  'saturatedFatG',
  'carbohydrateG',
  'fiberG',
  'sugarsG',
  'sugarAlcoholsG',
  'sodiumMg',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

type FormValues = {
  name: string;
  brand: string;
  category: FoodCategory;
  basis: '100g' | 'serving';
  servingLabel: string;
  servingGrams: string;
  barcode: string;
} & Record<NumberField, string>;

const EMPTY: FormValues = {
  name: '',
  brand: '',
  category: 'other',
  basis: '100g',
  servingLabel: '',
  servingGrams: '',
  barcode: '',
  energyKcal: '',
  proteinG: '',
  fatG: '',
  saturatedFatG: '',
  carbohydrateG: '',
  fiberG: '',
  sugarsG: '',
  sugarAlcoholsG: '',
  sodiumMg: '',
};

/** "1,5" and "1.5" both work; '' is "not given"; anything else unreadable is NaN. */
function readNumber(text: string): number | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return undefined;
  return /^\d*\.?\d+$|^\d+\.$/.test(t) ? Number(t) : Number.NaN;
}

type Built = {
  body: CreateCustomFoodInput | null;
  errors: Partial<Record<FieldPath<FormValues>, string>>;
};

/**
 * The request body from the form, checked with the same contract the server uses. Values
 * typed per serving are converted to per 100 g, and the serving becomes a portion.
 */
function buildBody(v: FormValues): Built {
  const errors: Built['errors'] = {};
  const numbers: Partial<Record<NumberField, number>> = {};
  for (const field of NUMBER_FIELDS) {
    const value = readNumber(v[field]);
    if (Number.isNaN(value)) errors[field] = 'Enter a number, like 12.5.';
    else if (value !== undefined) numbers[field] = value;
  }
  let factor = 1;
  const portions: { label: string; grams: number }[] = [];
  if (v.basis === 'serving') {
    const grams = readNumber(v.servingGrams);
    if (grams === undefined || Number.isNaN(grams) || grams <= 0 || grams > 5000) {
      errors.servingGrams = 'Enter the serving size in grams (from the label).';
    } else {
      factor = 100 / grams;
      portions.push({ label: v.servingLabel.trim() || '1 serving', grams });
    }
  }
  const barcode = normaliseBarcode(v.barcode);
  if (barcode && !isValidGtin(barcode))
    errors.barcode = "That doesn't look like a barcode. Check the digits and try again.";
  if (Object.keys(errors).length > 0) return { body: null, errors };

  const per = (field: NumberField) => {
    const value = numbers[field];
    return value === undefined ? undefined : round2(value * factor);
  };
  const body = {
    name: v.name,
    brand: v.brand.trim() || null,
    category: v.category,
    barcode: barcode || null,
    portions,
    per100g: {
      energyKcal: per('energyKcal') ?? null,
      proteinG: per('proteinG'),
      fatG: per('fatG'),
      saturatedFatG: per('saturatedFatG'),
      carbohydrateG: per('carbohydrateG'),
      fiberG: per('fiberG'),
      sugarsG: per('sugarsG'),
      sugarAlcoholsG: per('sugarAlcoholsG'),
      sodiumMg: per('sodiumMg'),
    },
  };
  const parsed = CreateCustomFoodBodySchema.safeParse(body);
  if (parsed.success) return { body: parsed.data, errors };
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'per100g' ? issue.path[1] : issue.path[0];
    const field = (key === 'portions' ? 'servingGrams' : key) as FieldPath<FormValues>;
    errors[field] ??= issue.message;
  }
  return { body: null, errors };
}

/** Net carbs and energy per 100 g as typed so far (shown live, before any checks). */
function previewOf(v: FormValues): { netCarbsG: number; energyKcal: number } | null {
  const n = (field: NumberField) => {
    const value = readNumber(v[field]);
    return value === undefined || Number.isNaN(value) ? undefined : value;
  };
  const serving = v.basis === 'serving' ? readNumber(v.servingGrams) : 100;
  if (serving === undefined || Number.isNaN(serving) || serving <= 0) return null;
  const [protein, fat, carbs] = [n('proteinG'), n('fatG'), n('carbohydrateG')];
  if (protein === undefined || fat === undefined || carbs === undefined) return null;
  const f = 100 / serving;
  const facts = {
    proteinG: protein * f,
    fatG: fat * f,
    carbohydrateG: carbs * f,
    fiberG: (n('fiberG') ?? 0) * f,
    sugarAlcoholsG: (n('sugarAlcoholsG') ?? 0) * f,
  };
  const energy = n('energyKcal');
  return {
    netCarbsG: netCarbs(facts),
    energyKcal: energy === undefined ? atwaterEnergy(facts) : energy * f,
  };
}

const resolver: Resolver<FormValues> = (values) => {
  const { errors } = buildBody(values);
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    ),
  };
};

/** Creates a custom food from a label: per 100 g or per serving, energy computed when left out. */
export function CustomFoodDialog({
  open,
  onOpenChange,
  onCreated,
  defaultName = '',
  defaultBarcode = '',
}: CustomFoodDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add a custom food</DialogTitle>
          <DialogDescription>
            Copy the nutrition label. Only you can see your custom foods.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts from the defaults. */}
        <CustomFoodForm
          defaultName={defaultName}
          defaultBarcode={defaultBarcode}
          onCreated={onCreated}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function CustomFoodForm({
  defaultName,
  defaultBarcode,
  onCreated,
  onCancel,
}: {
  defaultName: string;
  defaultBarcode: string;
  onCreated: (food: Food) => void;
  onCancel: () => void;
}) {
  const create = useCreateCustomFood();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { ...EMPTY, name: defaultName, barcode: defaultBarcode },
  });
  const { errors, isSubmitting } = form.formState;
  const ids = useId();

  const values = useWatch({ control: form.control }) as FormValues;
  const preview = previewOf(values);
  const basis = values.basis;

  const submit = form.handleSubmit(async (v) => {
    const { body } = buildBody(v);
    if (!body) return;
    setFormError(null);
    try {
      const food = await create.mutateAsync(body);
      toast.success(`${food.name} saved to your foods`);
      onCreated(food);
    } catch (error) {
      if (isApiError(error, 'VALIDATION_FAILED')) {
        const details = Array.isArray(error.details)
          ? (error.details as { path?: string; message?: string }[])
          : [];
        let placed = false;
        for (const d of details) {
          const field = d.path?.split('.').pop();
          if (field && field in EMPTY && d.message) {
            form.setError(field as FieldPath<FormValues>, { type: 'server', message: d.message });
            placed = true;
          }
        }
        if (!placed) setFormError(error.message);
      } else if (isApiError(error, 'NETWORK')) {
        setFormError('We could not reach the server. Your entries are kept — try again.');
      } else {
        setFormError('Something went wrong on our side. Your entries are kept — try again.');
      }
    }
  });

  const numberInput = (field: NumberField, unit: string, label: string) => (
    <FormField label={`${label} (${unit})`} error={errors[field]?.message}>
      <Input inputMode="decimal" autoComplete="off" {...form.register(field)} />
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // React bubbles events through portals: keep this submit from reaching a form the
        // dialog was opened from (the diary's or the recipe editor's).
        event.stopPropagation();
        void submit(event);
      }}
      className="grid gap-4"
    >
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Brand (optional)" error={errors.brand?.message}>
          <Input autoComplete="off" {...form.register('brand')} />
        </FormField>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-category`}>Category</Label>
          <Select
            value={values.category}
            onValueChange={(value) =>
              form.setValue('category', value as FoodCategory, { shouldDirty: true })
            }
          >
            <SelectTrigger id={`${ids}-category`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FoodCategorySchema.options.map((c) => (
                <SelectItem key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      <fieldset className="grid gap-3">
        <legend id={`${ids}-basis`} className="mb-2 text-sm font-medium">
          The label gives values
        </legend>
        <ChoiceGroup
          variant="segments"
          aria-labelledby={`${ids}-basis`}
          value={basis}
          onValueChange={(value) => form.setValue('basis', value)}
          options={[
            { value: '100g', label: 'Per 100 g' },
            { value: 'serving', label: 'Per serving' },
          ]}
        />
        {basis === 'serving' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Serving size (g)" error={errors.servingGrams?.message}>
              <Input inputMode="decimal" autoComplete="off" {...form.register('servingGrams')} />
            </FormField>
            <FormField label="Serving name (optional)" description="e.g. 1 bar, 2 slices">
              <Input autoComplete="off" {...form.register('servingLabel')} />
            </FormField>
          </div>
        )}
      </fieldset>

      <div className="grid gap-2">
        <div className="grid grid-cols-2 items-start gap-x-3 gap-y-4">
          {numberInput('energyKcal', 'kcal', 'Energy')}
          {numberInput('proteinG', 'g', 'Protein')}
          {numberInput('fatG', 'g', 'Fat')}
          {numberInput('saturatedFatG', 'g', 'Saturated fat')}
          {numberInput('carbohydrateG', 'g', 'Total carbs')}
          {numberInput('fiberG', 'g', 'Fibre')}
          {numberInput('sugarsG', 'g', 'Sugars')}
          {numberInput('sugarAlcoholsG', 'g', 'Sugar alcohols')}
          {numberInput('sodiumMg', 'mg', 'Sodium')}
        </div>
        <ul className="grid list-disc gap-1 pl-5 text-xs text-muted-foreground">
          <li>Leave the energy empty to compute it from the macros.</li>
          <li>
            Total carbs include fibre (US labels). EU labels list carbohydrate without fibre: add
            the fibre to it.
          </li>
          <li>No sodium on the label? Salt ÷ 2.5 = sodium (1 g salt = 400 mg).</li>
        </ul>
      </div>
      <FormField label="Barcode (optional)" error={errors.barcode?.message}>
        <Input inputMode="numeric" autoComplete="off" {...form.register('barcode')} />
      </FormField>

      <div className="num grid gap-1 rounded-lg bg-muted px-4 py-3 text-sm" aria-live="polite">
        {preview ? (
          <span>
            Per 100 g:{' '}
            <strong className="text-carbs">
              {formatGramsCompact(preview.netCarbsG)} g net carbs
            </strong>
            , {formatInteger(preview.energyKcal)} kcal
          </span>
        ) : (
          <span className="text-muted-foreground">
            Enter protein, fat and carbohydrate to see net carbs per 100 g.
          </span>
        )}
        <span className="text-xs text-muted-foreground">{NET_CARBS_NOTE}</span>
      </div>

      {formError && <FormMessage>{formError}</FormMessage>}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          Save food
        </Button>
      </DialogFooter>
    </form>
  );
}
