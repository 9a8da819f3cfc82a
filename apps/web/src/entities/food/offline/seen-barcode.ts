import type { Food } from '@ketoflow/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { foodKeys } from '../../query-keys';

/** Offline, in place of a barcode the device has not seen (one sentence, decision 039). */
export const BARCODE_NEEDS_CONNECTION =
  'Looking up a new barcode needs a connection — you’re offline.';

/** The same product whichever length its code was written at (UPC-A inside EAN-13, GTIN-14). */
const sameCode = (a: string, b: string) => a.replace(/^0+/, '') === b.replace(/^0+/, '');

function collect(data: unknown, out: Food[]): void {
  if (!data || typeof data !== 'object') return;
  if ('per100g' in data && 'barcode' in data) {
    out.push(data as Food);
    return;
  }
  const items = (data as { items?: unknown }).items;
  if (!Array.isArray(items)) return;
  // Lists of foods, and the user's own foods ({ food, usage… }).
  for (const item of items as unknown[])
    collect(item && typeof item === 'object' && 'food' in item ? item.food : item, out);
}

/**
 * A product with this barcode among the food answers the device kept (decision 037): one
 * looked up before, a food the user logged or created. Their own food comes first, as on the
 * server.
 */
export function seenBarcode(client: QueryClient, code: string): Food | null {
  const foods: Food[] = [];
  for (const query of client.getQueryCache().findAll({ queryKey: foodKeys.all }))
    collect(query.state.data, foods);
  const matches = foods.filter((food) => food.barcode && sameCode(food.barcode, code));
  return matches.find((food) => food.isCustom) ?? matches[0] ?? null;
}
