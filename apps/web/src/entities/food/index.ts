/**
 * Shared food-database UI (used by the diary, recipes and anything else that picks foods).
 * Stable props API — change it only compatibly:
 *
 * <FoodSearch onSelect={(food: Food, usage?: FoodUsage) => …}   usage: from "Recent" (last amount)
 *   label? = "Search foods"       accessible name of the box
 *   placeholder?                  default "Search foods, e.g. avocado"
 *   showRecent? = true            empty box → the user's recent and frequent foods
 *   allowCustom? = true           "Add a custom food" option → CustomFoodDialog → onSelect(new food)
 *   variant? = 'popover'          'inline' keeps the list in the flow (inside bottom sheets)
 *   limit? = 20, clearOnSelect? = true, autoFocus?, invalid?, describedBy?, className? />
 *   Debounced search-as-you-type (180 ms) through TanStack Query; ↑/↓/Home/End/Enter/Escape.
 *
 * <FoodAmountPicker food={food} onChange={(amount: FoodAmount | null) => …}
 *   initialQuantity?, initialUnit?  (e.g. a recent food's usage.lastQuantity/lastUnit)
 *   label? = "Amount", className? />
 *   Units: g, oz and the food's portions (domain `ingredientUnitOptions`); `amount.unit` is what
 *   the meals and recipes APIs accept; grams via `ingredientGrams`, nutrients via
 *   `nutrientsForGrams` (rounded: 1 decimal g, whole kcal). Key it by food id to reset.
 *   Helpers: amountOf(food, quantity, unit), defaultAmountUnit(food).
 *
 * <CustomFoodDialog open onOpenChange onCreated={(food) => …} defaultName? defaultBarcode? />
 *   Per 100 g or per serving (converted; the serving becomes a portion); energy optional
 *   (computed 4/4/9, fibre 2); checked with the API's own contract before sending.
 *
 * <BarcodeLookup onFound={(food) => …} allowCustom? = true className? />
 *   Type/paste a barcode (GTIN check digit verified), or scan with the camera where the
 *   browser has BarcodeDetector. Errors show the server's message ("Barcode lookup is not
 *   available right now…", "We couldn't find this barcode…") and offer "Add it by hand".
 *
 * foodOrigin(food, { withLabel? }) "Brand · Open Food Facts · EU label: carbs exclude fibre";
 * labelConventionNote(food) alone (null for USDA and custom foods).
 * <MacroLine macros={nutrients} suffix?="per 100 g" />  net carbs · protein · fat · kcal
 * NET_CARBS_NOTE = "Net carbs = total carbs − fibre − sugar alcohols." (show it where net carbs
 * are explained).
 *
 * Offline (decision 039) FoodSearch answers from the foods kept on the device: the catalogue
 * and the user's own and logged foods, which <KeepFoodsForOffline /> keeps (mounted once,
 * signed in, after load); BarcodeLookup finds barcodes the device has seen.
 *
 * Data hooks: useFoodSearch(q, limit), useRecentFoods(limit), useFood(id),
 * useCreateCustomFood(), useBarcodeLookup(); keys in `foodKeys` (entities/query-keys) (invalidate `foodKeys.all`
 * after logging food so "Recent" refreshes).
 */
export { FoodSearch, type FoodSearchProps } from './food-search';
export {
  FoodAmountPicker,
  amountOf,
  defaultAmountUnit,
  type FoodAmount,
  type FoodAmountPickerProps,
} from './food-amount-picker';
export { CustomFoodDialog, type CustomFoodDialogProps } from './custom-food-dialog';
export { BarcodeLookup, type BarcodeLookupProps } from './barcode-lookup';
export { MacroLine } from './macro-line';
export { KeepFoodsForOffline } from './offline/keep-foods-for-offline';
export { NET_CARBS_NOTE, foodOrigin, labelConventionNote } from './format';
export {
  foodQueryOptions,
  foodSearchQueryOptions,
  recentFoodsQueryOptions,
  searchFoods,
  fetchRecentFoods,
  fetchFood,
  lookupBarcode,
  createCustomFood,
  useFoodSearch,
  useRecentFoods,
  useFood,
  useCreateCustomFood,
  useBarcodeLookup,
} from './api';
