import type { TourDefinition } from '../../entities/tours/types';

/** FlowBrain's guided tour: asking, what answers rest on, conversations, the disclaimer. */
export const coachTour: TourDefinition = {
  id: 'coach',
  steps: [
    {
      target: 'coach-chat',
      title: 'Ask about your day',
      description:
        'Net carbs left, protein still to eat, your fast, your weight trend, your Metashift phase, today’s plan, or keto basics such as keto flu and electrolytes. Answers use your own numbers and a sourced keto guide.',
    },
    {
      target: 'coach-ask',
      title: 'Write your question',
      description:
        'Type it here, or tap a suggested question when you are not sure what to ask. Each answer costs FlowCoins: the price is on the Send button.',
    },
    {
      target: 'coach-conversations',
      title: 'Your conversations',
      description:
        'Every conversation is kept, so you can pick up where you left off, start afresh or delete one.',
    },
    {
      target: 'coach-disclaimer',
      title: 'Information, not medical advice',
      description:
        'Talk to your doctor or a registered dietitian before changing your diet, medication or fasting, especially if you are pregnant or have diabetes or another condition.',
    },
  ],
};
