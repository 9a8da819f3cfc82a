import { sql } from 'drizzle-orm';
import { postgresPool, type Db } from '../../db/client.js';
import { copyFdcRecords } from './fdc-import.copy.js';
import { readFdcDownload, type MalformedRow } from './fdc-import.read.js';
import { fdcRecords, type EnergySources } from './fdc-import.records.js';
import { linkCuratedFoods, mergeSearchIndexes, upsertFdcRecords } from './fdc-import.write.js';

export { portionLabel, type MalformedRow } from './fdc-import.read.js';

/**
 * Imports a USDA FoodData Central CSV download (decision 006) into `foods`, streaming
 * every file, so the multi-gigabyte full download never sits in memory: only the chosen
 * foods' nutrients and portions are kept.
 *
 * Idempotent: rows are upserted by fdc_id (id `usda-<fdcId>`) and only rewritten when a
 * value differs. A food that already has a row for its fdc_id — a curated food linked to
 * FDC, or an earlier import — keeps its name, aliases and category; its numbers, portions
 * and description follow the download.
 */

/** The data types imported unless told otherwise: the lab-analysed reference sets. */
export const DEFAULT_DATA_TYPES = ['sr_legacy_food', 'foundation_food'] as const;

export type ImportOptions = {
  /** FDC data_type values to import; default DEFAULT_DATA_TYPES. */
  dataTypes?: readonly string[];
  /** Import every data type in food.csv. */
  allDataTypes?: boolean;
  /** Rows per upsert statement (PGlite; PostgreSQL takes every row through one COPY). */
  batchSize?: number;
  log?: (line: string) => void;
  /**
   * PostgreSQL: drop the trigram indexes and build them again after writing. Default: when
   * the import at least doubles the catalogue (a first full download), where it is faster.
   */
  rebuildSearchIndexes?: boolean;
};

export type ImportSummary = {
  foodsInFile: number;
  selected: number;
  skippedOtherTypes: number;
  /** Per data type not imported, how many foods of it food.csv has. */
  otherTypes: Record<string, number>;
  skippedNoNutrients: number;
  /** Rows that could not be read, with file and line: reported and skipped. */
  malformed: MalformedRow[];
  inserted: number;
  updated: number;
  unchanged: number;
  linkedCurated: number;
  portions: number;
  energyFrom: EnergySources;
  byDataType: Record<string, number>;
  ms: number;
};

export async function importFdcFolder(
  db: Db,
  folder: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const wanted = options.allDataTypes ? null : new Set(options.dataTypes ?? DEFAULT_DATA_TYPES);

  // Reading: stream the files, keep the chosen foods, build their rows.
  const download = await readFdcDownload(folder, wanted, log);

  // Writing: link curated foods first, then upsert (PostgreSQL through COPY, which takes the
  // records as they are built; PGlite in batches of the built array).
  const linkedCurated = await linkCuratedFoods(db, download.ndbLinks);
  const pool = postgresPool(db);
  const built = fdcRecords(download);
  const written = pool
    ? await copyFdcRecords(
        pool,
        built.records,
        download.foods.size,
        log,
        options.rebuildSearchIndexes,
      )
    : await upsertFdcRecords(db, [...built.records], options.batchSize ?? 500, log);
  if (written.inserted + written.updated > 0) await mergeSearchIndexes(db, log);
  const summary: ImportSummary = {
    foodsInFile: download.foodsInFile,
    selected: built.stats.records,
    skippedOtherTypes: download.skippedOtherTypes,
    otherTypes: download.otherTypes,
    malformed: download.malformed,
    skippedNoNutrients: built.stats.skippedNoNutrients,
    inserted: written.inserted,
    updated: written.updated,
    unchanged: written.unchanged,
    linkedCurated,
    portions: built.stats.portions,
    energyFrom: built.stats.energyFrom,
    byDataType: built.stats.byDataType,
    ms: 0,
  };
  // Fresh statistics: an import can grow the table a hundredfold (trigram index vs scan).
  if (summary.inserted + summary.updated > 0) await db.execute(sql`ANALYZE foods`);
  summary.ms = Math.round(performance.now() - started);
  return summary;
}
