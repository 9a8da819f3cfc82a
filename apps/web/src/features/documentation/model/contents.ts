/**
 * The table of contents: groups in reading order, each listing its articles by file name
 * (../articles/<id>.md). Every article file appears here exactly once; loading fails
 * otherwise, so a new file cannot go missing from the page.
 */
export const ARTICLE_GROUPS = [
  { title: 'Start here', articles: ['getting-started', 'flowcoins'] },
  {
    title: 'Features',
    articles: [
      'dashboard',
      'ketovision',
      'my-recipes',
      'my-meals',
      'weight',
      'fasting',
      'metashift',
      'meal-plans',
      'dream-me',
      'coach',
      'profile',
    ],
  },
  { title: 'Buying and referrals', articles: ['buying', 'referrals'] },
  {
    title: 'How the numbers work',
    articles: ['net-carbs', 'targets', 'weight-model', 'body-numbers', 'food-data', 'keto-score'],
  },
  { title: 'Health and safety', articles: ['fasting-safety', 'medical-disclaimer'] },
  { title: 'Your data', articles: ['your-data'] },
  { title: 'Developers and self-hosting', articles: ['open-api', 'self-hosting'] },
] as const satisfies readonly { title: string; articles: readonly string[] }[];
