import { FoodCategorySchema, type Food, type FoodCategory } from '@ketoflow/contracts';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { applyServerError, lastSegmentIn } from '../../lib/form-errors';
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
import {
  CATEGORY_LABELS,
  EMPTY,
  FORM_FIELDS,
  buildBody,
  previewOf,
  resolver,
  type FormValues,
  type NumberField,
} from './custom-food-model';
import { NET_CARBS_NOTE } from './format';
import { formatGramsCompact, formatInteger } from '../../lib/format';

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
      setFormError(
        applyServerError(error, form.setError, {
          field: lastSegmentIn<FormValues>(FORM_FIELDS),
          focus: false,
          serverMessageFor: ['VALIDATION_FAILED'],
          byCode: {
            NETWORK: 'We could not reach the server. Your entries are kept — try again.',
          },
          fallback: 'Something went wrong on our side. Your entries are kept — try again.',
        }),
      );
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
