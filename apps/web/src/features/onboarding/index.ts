export { OnboardingScreen } from './components/onboarding-screen';
export { Questionnaire, type QuestionnaireProps } from './components/questionnaire';
export { PlanSummary, type PlanSummaryProps } from './components/plan-summary';
export { StepFields } from './components/step-fields';
export { AnswersEditor } from './components/answers-editor';
export { UnitsPreference } from './components/units-preference';
