import type { GeneratorCuisine } from '@ketoflow/contracts';

/**
 * The builtin engine's pantry: catalogue foods (USDA SR Legacy ids from the shipped food
 * file) it fills a recipe pattern with when the ingredients on hand do not cover a place.
 * Order is preference: within a role the first allowed food wins, after the cuisine's own
 * foods. Roles come from the domain (rolesOf), not from this list.
 */
export const PANTRY: readonly { id: string; cuisines: readonly GeneratorCuisine[] }[] = [
  // Proteins
  { id: 'usda-ndb-05096', cuisines: ['any', 'american', 'indian'] }, // Chicken thigh, skinless, raw
  { id: 'usda-ndb-23572', cuisines: ['mexican', 'italian'] }, // Ground beef 80% lean, raw
  { id: 'usda-ndb-15236', cuisines: ['mediterranean'] }, // Salmon, farmed Atlantic, raw
  { id: 'usda-ndb-15149', cuisines: ['asian'] }, // Shrimp, raw
  { id: 'usda-ndb-05062', cuisines: [] }, // Chicken breast, skinless, raw
  { id: 'usda-ndb-10036', cuisines: [] }, // Pork chop, raw
  { id: 'usda-ndb-16126', cuisines: [] }, // Tofu, firm
  { id: 'usda-ndb-01123', cuisines: [] }, // Egg, whole, raw
  { id: 'usda-ndb-10123', cuisines: ['american'] }, // Bacon, raw (egg bake extra)
  // Vegetables
  { id: 'usda-ndb-11477', cuisines: ['any', 'italian', 'mediterranean'] }, // Zucchini, raw
  { id: 'usda-ndb-11457', cuisines: ['any', 'indian'] }, // Spinach, raw
  { id: 'usda-ndb-11090', cuisines: ['asian', 'american'] }, // Broccoli, raw
  { id: 'usda-ndb-11333', cuisines: ['mexican'] }, // Green bell pepper
  { id: 'usda-ndb-11116', cuisines: ['asian'] }, // Bok choy, raw
  { id: 'usda-ndb-11135', cuisines: ['indian'] }, // Cauliflower, raw
  { id: 'usda-ndb-11529', cuisines: ['italian', 'mediterranean', 'mexican'] }, // Tomato
  { id: 'usda-ndb-11011', cuisines: [] }, // Asparagus, raw
  { id: 'usda-ndb-11052', cuisines: [] }, // Green beans, raw
  { id: 'usda-ndb-11109', cuisines: [] }, // Cabbage, raw
  { id: 'usda-ndb-11251', cuisines: ['any', 'italian', 'mediterranean', 'american'] }, // Romaine
  { id: 'usda-ndb-11205', cuisines: ['mediterranean', 'asian'] }, // Cucumber
  // Fats
  { id: 'usda-ndb-04053', cuisines: ['any', 'italian', 'mediterranean', 'mexican'] }, // Olive oil
  { id: 'usda-ndb-04058', cuisines: ['asian'] }, // Sesame oil
  { id: 'usda-ndb-01003', cuisines: ['indian'] }, // Ghee
  { id: 'usda-ndb-01145', cuisines: ['american'] }, // Butter, unsalted
  { id: 'usda-ndb-04581', cuisines: [] }, // Avocado oil
  { id: 'usda-ndb-04047', cuisines: ['any'] }, // Coconut oil (after olive oil; first fat-bomb base)
  // Liquids (soup)
  { id: 'usda-ndb-01053', cuisines: ['american', 'italian'] }, // Heavy cream
  { id: 'usda-ndb-12118', cuisines: ['asian', 'indian'] }, // Coconut milk, canned
  // Flavour
  { id: 'usda-ndb-11215', cuisines: ['any', 'italian', 'mediterranean', 'american'] }, // Garlic
  { id: 'usda-ndb-02027', cuisines: ['italian', 'mediterranean'] }, // Oregano, dried
  { id: 'usda-ndb-02044', cuisines: ['italian'] }, // Basil, fresh
  { id: 'usda-ndb-02028', cuisines: ['mexican', 'american'] }, // Paprika
  { id: 'usda-ndb-11165', cuisines: ['mexican', 'indian'] }, // Cilantro
  { id: 'usda-ndb-09160', cuisines: ['mexican'] }, // Lime juice
  { id: 'usda-ndb-11216', cuisines: ['asian', 'indian'] }, // Ginger root
  { id: 'usda-ndb-16124', cuisines: ['asian'] }, // Tamari
  { id: 'usda-ndb-11291', cuisines: ['asian'] }, // Green onions
  { id: 'usda-ndb-02043', cuisines: ['indian'] }, // Turmeric, ground
  { id: 'usda-ndb-09152', cuisines: ['any', 'mediterranean'] }, // Lemon juice
  { id: 'usda-ndb-02030', cuisines: [] }, // Black pepper
  { id: 'usda-ndb-02048', cuisines: [] }, // Apple cider vinegar
  { id: 'usda-ndb-11297', cuisines: [] }, // Parsley
  // Toppings
  { id: 'usda-ndb-01032', cuisines: ['any', 'italian'] }, // Parmesan, grated
  { id: 'usda-ndb-01019', cuisines: ['mediterranean'] }, // Feta
  { id: 'usda-ndb-01251', cuisines: ['mexican'] }, // Mexican cheese blend
  { id: 'usda-ndb-01009', cuisines: ['american'] }, // Cheddar cheese
  { id: 'usda-ndb-09037', cuisines: ['mexican'] }, // Avocado
  { id: 'usda-ndb-09193', cuisines: ['mediterranean'] }, // Black olives
  { id: 'usda-ndb-12155', cuisines: [] }, // Walnuts
  { id: 'usda-ndb-12142', cuisines: [] }, // Pecans
  // Fat bombs
  { id: 'usda-ndb-01017', cuisines: ['any'] }, // Cream cheese
  { id: 'usda-ndb-12695', cuisines: [] }, // Almond butter, salted
  { id: 'usda-ndb-19165', cuisines: ['any'] }, // Cocoa powder, unsweetened
  { id: 'usda-ndb-12108', cuisines: [] }, // Desiccated coconut, unsweetened
  { id: 'usda-ndb-02050', cuisines: [] }, // Vanilla extract
  { id: 'usda-ndb-02010', cuisines: [] }, // Cinnamon, ground
];
