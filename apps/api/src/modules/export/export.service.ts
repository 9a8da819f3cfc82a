import type { TrackingDataset } from '@ketoflow/contracts';
import { toCsv, type CsvValue } from './csv.js';
import type { ExportRepository } from './export.repository.js';

const r1 = (v: number | null | undefined) => (v == null ? null : Math.round(v * 10) / 10);
const r2 = (v: number | null | undefined) => (v == null ? null : Math.round(v * 100) / 100);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The user's tracking data (diary, weights, measurements, readings, water, fasts) as CSV files
 * for spreadsheets, or all of it as one JSON document (also part of the full export), with the
 * user's stored preferences (dismissed tours and hints).
 */
export function createExportService(repo: ExportRepository) {
  async function diaryJson(userId: string) {
    const [entries, items] = await Promise.all([repo.meals(userId), repo.mealItems(userId)]);
    // Map.groupBy needs Node 21; we run on 20.19+.
    const byMeal = new Map<string, typeof items>();
    for (const item of items) {
      const list = byMeal.get(item.mealId);
      if (list) list.push(item);
      else byMeal.set(item.mealId, [item]);
    }
    return entries.map((m) => ({
      id: m.id,
      date: m.date,
      mealType: m.mealType,
      method: m.method,
      title: m.title,
      servings: m.servings,
      recipeId: m.recipeId,
      notes: m.notes,
      macros: m.macros,
      items: (byMeal.get(m.id) ?? []).map((i) => ({
        foodId: i.foodId,
        name: i.name,
        quantity: i.quantity,
        unit: i.unit,
        grams: i.grams,
        nutrients: i.nutrients,
      })),
      createdAt: iso(m.createdAt),
    }));
  }

  async function json(userId: string) {
    const [
      diary,
      weights,
      measurements,
      readings,
      waterRows,
      fastRows,
      recipeRows,
      foodRows,
      prefRows,
      deviceRows,
      [reminderRow],
      noticeRows,
    ] = await Promise.all([
      diaryJson(userId),
      repo.weights(userId),
      repo.measurements(userId),
      repo.readings(userId),
      repo.water(userId),
      repo.fasts(userId),
      repo.recipes(userId),
      repo.customFoods(userId),
      repo.preferences(userId),
      repo.pushDevices(userId),
      repo.reminderSettings(userId),
      repo.notifications(userId),
    ]);
    return {
      diary,
      weights: weights.map((w) => ({
        id: w.id,
        date: w.date,
        weight: w.weight,
        units: w.units,
        bmi: w.bmi,
        note: w.note,
        createdAt: iso(w.createdAt),
      })),
      measurements: measurements.map((m) => ({
        id: m.id,
        date: m.date,
        waistCm: m.waistCm,
        hipsCm: m.hipsCm,
        chestCm: m.chestCm,
        armCm: m.armCm,
        thighCm: m.thighCm,
      })),
      readings: readings.map((r) => ({
        id: r.id,
        measuredAt: iso(r.measuredAt),
        ketonesMmolL: r.ketonesMmolL,
        glucose: r.glucose,
        glucoseUnit: r.glucoseUnit,
        gki: r.gki,
      })),
      water: waterRows.map((w) => ({
        date: w.date,
        amountMl: w.amountMl,
        loggedAt: iso(w.loggedAt),
      })),
      fasts: fastRows.map((f) => ({
        id: f.id,
        protocol: f.protocol,
        targetHours: f.targetHours,
        startedAt: iso(f.startedAt),
        endedAt: iso(f.endedAt),
        note: f.note,
      })),
      // Photos are not inlined: they stay in the app and go with the account on deletion.
      recipes: recipeRows.map((r) => ({
        id: r.id,
        title: r.title,
        description: r.description,
        servings: r.servings,
        prepMinutes: r.prepMinutes,
        cookMinutes: r.cookMinutes,
        difficulty: r.difficulty,
        tags: r.tags,
        steps: r.steps,
        ingredients: r.ingredients,
        nutrition: r.nutrition,
        hasPhoto: r.photoId !== null,
        createdAt: iso(r.createdAt),
      })),
      customFoods: foodRows.map((f) => ({
        id: f.id,
        name: f.name,
        brand: f.brand,
        barcode: f.barcode,
        per100g: {
          energyKcal: f.energyKcal,
          proteinG: f.proteinG,
          fatG: f.fatG,
          saturatedFatG: f.saturatedFatG,
          carbohydrateG: f.carbohydrateG,
          fiberG: f.fiberG,
          sugarsG: f.sugarsG,
          sugarAlcoholsG: f.sugarAlcoholsG,
          sodiumMg: f.sodiumMg,
        },
        portions: f.portions,
        createdAt: iso(f.createdAt),
      })),
      // The dismissed tours and hints (user_preferences), as stored.
      preferences: prefRows.map((p) => ({
        key: p.preferenceKey,
        value: p.preferenceValue,
        updatedAt: iso(p.updatedAt),
      })),
      // The devices that get reminders by push, by the names given them.
      pushDevices: deviceRows.map((d) => ({
        name: d.name,
        createdAt: iso(d.createdAt),
        lastDeliveredAt: iso(d.lastDeliveredAt),
      })),
      // Reminder settings as kept (none saved: null, the defaults apply) and the inbox.
      reminderSettings: reminderRow
        ? { timeZone: reminderRow.timeZone, ...(reminderRow.settings as object) }
        : null,
      notifications: noticeRows.map((n) => ({
        ...n,
        createdAt: iso(n.createdAt),
        readAt: iso(n.readAt),
      })),
    };
  }

  async function csv(userId: string, dataset: TrackingDataset): Promise<string> {
    switch (dataset) {
      case 'diary': {
        const header = [
          'date',
          'meal_type',
          'entry',
          'method',
          'servings',
          'food',
          'quantity',
          'unit',
          'grams',
          'energy_kcal',
          'protein_g',
          'fat_g',
          'carbohydrate_g',
          'fiber_g',
          'sugar_alcohols_g',
          'net_carbs_g',
          'notes',
          'logged_at',
        ];
        const rows: CsvValue[][] = [];
        for (const m of await diaryJson(userId)) {
          // One row per food; an entry without foods (a recipe) is one row with its totals.
          const lines = m.items.length > 0 ? m.items : [null];
          for (const item of lines) {
            const n = item ? item.nutrients : m.macros;
            rows.push([
              m.date,
              m.mealType,
              m.title,
              m.method,
              m.servings,
              item?.name ?? null,
              item ? r2(item.quantity) : null,
              item?.unit ?? null,
              item ? r1(item.grams) : null,
              Math.round(n.energyKcal),
              r1(n.proteinG),
              r1(n.fatG),
              r1(n.carbohydrateG),
              r1(n.fiberG),
              r1(n.sugarAlcoholsG),
              r1(n.netCarbsG),
              m.notes,
              m.createdAt,
            ]);
          }
        }
        return toCsv(header, rows);
      }
      case 'weights':
        return toCsv(
          ['date', 'weight', 'units', 'bmi', 'note', 'logged_at'],
          (await repo.weights(userId)).map((w) => [
            w.date,
            r2(w.weight),
            w.units === 'imperial' ? 'lb' : 'kg',
            r1(w.bmi),
            w.note,
            iso(w.createdAt),
          ]),
        );
      case 'measurements':
        return toCsv(
          ['date', 'waist_cm', 'hips_cm', 'chest_cm', 'arm_cm', 'thigh_cm'],
          (await repo.measurements(userId)).map((m) => [
            m.date,
            r1(m.waistCm),
            r1(m.hipsCm),
            r1(m.chestCm),
            r1(m.armCm),
            r1(m.thighCm),
          ]),
        );
      case 'readings':
        return toCsv(
          ['measured_at', 'ketones_mmol_l', 'glucose', 'glucose_unit', 'gki'],
          (await repo.readings(userId)).map((r) => [
            iso(r.measuredAt),
            r2(r.ketonesMmolL),
            r1(r.glucose),
            r.glucoseUnit,
            r2(r.gki),
          ]),
        );
      case 'water':
        return toCsv(
          ['date', 'amount_ml', 'logged_at'],
          (await repo.water(userId)).map((w) => [w.date, w.amountMl, iso(w.loggedAt)]),
        );
      case 'fasts':
        return toCsv(
          [
            'protocol',
            'target_hours',
            'started_at',
            'ended_at',
            'duration_hours',
            'completed',
            'note',
          ],
          (await repo.fasts(userId)).map((f) => {
            const hours = f.endedAt
              ? (f.endedAt.getTime() - f.startedAt.getTime()) / 3_600_000
              : null;
            return [
              f.protocol,
              f.targetHours,
              iso(f.startedAt),
              iso(f.endedAt),
              r2(hours),
              hours === null ? 'running' : hours >= f.targetHours ? 'yes' : 'no',
              f.note,
            ];
          }),
        );
    }
  }

  return { json, csv };
}

export type ExportService = ReturnType<typeof createExportService>;
