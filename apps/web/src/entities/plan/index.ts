export { MACRO_ROWS, MacroTargetsGrid } from './macro-targets';
export { BMI_CATEGORY_LABELS, PlanFacts, type PlanFactsProps } from './plan-facts';
export { ProjectionChart, type ProjectionChartProps } from './projection-chart';
export { SafetyCautions } from './safety-cautions';
export { planStartDate } from './plan-dates';
export { PlanGoalCard, PlanTargetsCard } from './plan-cards';
export { isLosingPlan } from './plan-goal';
export { PlanEmptyState } from './plan-empty-state';
