import {
  MEAL_PLAN_DURATIONS,
  mealPlanAction,
  type MealPlan,
  type MealPlanDuration,
} from '@ketoflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ChoiceGroup } from '../../../components/choice-group';
import { AiErrorNotice } from '../../../entities/ai/ai-error';
import { CoinPrice } from '../../../entities/ai/coin-price';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { newRequestKey } from '../../../entities/ai/ai';
import { isApiError } from '../../../lib/api-client';
import { onboardingQueryOptions } from '../../../entities/onboarding/onboarding';
import { useSession } from '../../../entities/session/session';
import { useGenerateMealPlan } from '../api/meal-plans-api';
import { NeedsConnection } from '../../../components/needs-connection';
import { useOnline } from '../../../lib/online';

const DURATION_OPTIONS = MEAL_PLAN_DURATIONS.map((d) => ({
  value: String(d) as `${MealPlanDuration}`,
  label: `${d} days`,
}));
const MEALS_OPTIONS = ['1', '2', '3', '4', '5'].map((n) => ({ value: n, label: n }));

/**
 * The paid "make me a plan" form: length (with its price on the button) and meals a day
 * (the onboarding answer until changed). One request key per click, kept for a retry after
 * a dropped connection so the same plan is never charged twice.
 */
export function GenerateCard({ onGenerated }: { onGenerated: (plan: MealPlan) => void }) {
  const online = useOnline();
  const { user } = useSession();
  const onboarding = useQuery({
    ...onboardingQueryOptions(user?.id ?? ''),
    enabled: Boolean(user),
  });
  const preferredMeals = onboarding.data?.response?.answers.mealsPerDay ?? 3;
  const [duration, setDuration] = useState<`${MealPlanDuration}`>('7');
  const [meals, setMeals] = useState<string | null>(null);
  const mealsPerDay = meals ?? String(preferredMeals);
  const generate = useGenerateMealPlan();
  const pendingKey = useRef<string | null>(null);
  const days = Number(duration) as MealPlanDuration;

  function submit() {
    // Reuse the key only when the last try never reached the server (nothing was charged
    // or the charge will replay); any answer from the server means a new action.
    pendingKey.current ??= newRequestKey();
    const key = pendingKey.current;
    generate.mutate(
      { body: { duration: days, mealsPerDay: Number(mealsPerDay) }, key },
      {
        onSuccess: (plan) => {
          pendingKey.current = null;
          toast.success(`Your ${plan.duration}-day plan is ready`);
          onGenerated(plan);
        },
        onError: (error) => {
          if (!isApiError(error, 'NETWORK')) pendingKey.current = null;
        },
      },
    );
  }

  return (
    <Card data-tour="meal-plan-generate">
      <CardHeader>
        <CardTitle>New plan</CardTitle>
        <CardDescription>
          Recipes and servings are chosen by an optimiser so each day lands within ±5 % of your
          calories and protein, under your net-carb cap.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <fieldset className="grid gap-2">
          <legend id="plan-length" className="mb-2 text-sm font-medium">
            Plan length
          </legend>
          <ChoiceGroup
            variant="segments"
            options={DURATION_OPTIONS}
            value={duration}
            onValueChange={setDuration}
            aria-labelledby="plan-length"
            disabled={generate.isPending}
          />
        </fieldset>
        <fieldset className="grid gap-2">
          <legend id="plan-meals" className="mb-2 text-sm font-medium">
            Meals per day
          </legend>
          <ChoiceGroup
            variant="segments"
            options={MEALS_OPTIONS}
            value={mealsPerDay}
            onValueChange={setMeals}
            aria-labelledby="plan-meals"
            disabled={generate.isPending}
          />
        </fieldset>
        <NeedsConnection />
        <Button
          size="lg"
          onClick={submit}
          disabled={generate.isPending || !online}
          className="w-full"
        >
          {generate.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
          {generate.isPending ? 'Planning…' : `Generate ${days}-day plan`}
          <CoinPrice action={mealPlanAction(days)} />
        </Button>
        <AiErrorNotice error={generate.error} />
      </CardContent>
    </Card>
  );
}
