/** What the parser gives for one food of a typed meal. */

export type FoodSize = 'small' | 'medium' | 'large' | 'extra large';

export type FoodTextSegment = {
  /** The segment as typed (lower-cased, trimmed), shown beside the match so the user can check it. */
  raw: string;
  /** 1 when the text gave no amount ("bacon"); see `quantityGiven`. */
  quantity: number;
  quantityGiven: boolean;
  /** Canonical unit ("g", "kg", "oz", "lb", "ml", "l", "fl oz", "cup", "tbsp", "slice"…) or null. */
  unit: string | null;
  /** "2 large eggs" → large: matched against portions such as "1 large". */
  size: FoodSize | null;
  /** Lower-case words to search for, head noun singular ("slices of bacon" → "bacon"). */
  foodPhrase: string;
};
