/** What a food can do in a recipe (protein, vegetable, fat…), from its category and name. */
import type { GeneratorFood, IngredientRole } from './types.js';

const HERBS = /garlic|ginger|basil|cilantro|parsley|chive|green onion|dill|mint|rosemary|thyme/;
export const RAW_ONLY = /lettuce|romaine|endive|arugula|cucumber|radish/;
const LEAVES = /lettuce|romaine|spinach, raw|endive|arugula|kale, raw|cucumber|radish/;

/** What a food can do in a recipe. Empty for foods a keto recipe should not be built on. */
export function rolesOf(food: GeneratorFood): IngredientRole[] {
  const n = food.name.toLowerCase();
  const roles: IngredientRole[] = [];
  switch (food.category) {
    case 'poultry':
    case 'meat':
    case 'fish_seafood':
    case 'eggs':
      roles.push('protein');
      break;
    case 'vegetables':
      if (HERBS.test(n)) roles.push('flavour');
      else if (/avocado|olive/.test(n)) roles.push('topping');
      else {
        roles.push('vegetable');
        if (LEAVES.test(n)) roles.push('salad_leaf');
      }
      break;
    case 'fats_oils':
      if (!/cod liver|shortening|margarine/.test(n)) roles.push('fat');
      if (/coconut oil|cocoa butter/.test(n)) roles.push('sweet_base');
      break;
    case 'dairy':
      if (/butter|ghee/.test(n)) roles.push('fat');
      else if (/heavy cream|coconut/.test(n)) roles.push('liquid', 'sweet_base');
      else if (/cream cheese|mascarpone/.test(n)) roles.push('topping', 'sweet_base');
      else if (/sour cream|greek yogurt, plain whole/.test(n)) roles.push('topping');
      break;
    case 'cheese':
      roles.push('topping');
      if (/ricotta|cottage/.test(n)) roles.push('protein');
      break;
    case 'nuts_seeds':
      roles.push('topping');
      if (/butter|tahini/.test(n)) roles.push('sweet_base');
      break;
    case 'keto_staples':
      if (/tofu|tempeh/.test(n)) roles.push('protein');
      else if (/coconut milk|coconut cream/.test(n)) roles.push('liquid', 'sweet_base');
      else if (/cocoa powder|chocolate/.test(n)) roles.push('sweet_flavour');
      else if (/desiccated coconut|pork rinds/.test(n)) roles.push('topping');
      if (/desiccated coconut/.test(n)) roles.push('sweet_flavour');
      break;
    case 'condiments_sauces':
      if (/vanilla|cinnamon/.test(n)) roles.push('sweet_flavour');
      if (!/dressing|vanilla/.test(n) || /oil and vinegar/.test(n)) roles.push('flavour');
      break;
    case 'sweeteners':
      if (!/sugar|honey|syrup/.test(n) || /free/.test(n)) roles.push('sweet_flavour');
      break;
    case 'fruits':
      if (/lemon juice|lime juice/.test(n)) roles.push('flavour');
      else if (/raspberr|blackberr|strawberr/.test(n)) roles.push('sweet_flavour');
      break;
    default:
      break;
  }
  return roles;
}
