import { createReadStream } from 'node:fs';
import path from 'node:path';
import { round2 } from '@ketoflow/domain';
import { readCsvBatches } from './csv.js';

/**
 * Reading the CSV files of a FoodData Central download: rows in batches with their
 * header's column indexes, malformed rows reported with their line, and the portion labels.
 */

/** A row the importer could not read: where it is and why; the row is skipped. */
export type MalformedRow = { file: string; line: number; reason: string };

/** One batch of a file's rows (fields in file order) and the column index of each header name. */
type CsvRows = { rows: string[][]; col: (name: string) => number };

/**
 * The rows of one file, in batches, with their header's column indexes. Rows stay arrays: a
 * full download's food_nutrient.csv has tens of millions of rows, and an object per row
 * was a third of the reading time. A row with another number of fields than the header (a
 * stray quote or comma shifts every value after it) is malformed: it is reported with its
 * line number and skipped. `check` may reject a row for a bad value.
 */
export async function* csv(
  folder: string,
  file: string,
  report: (row: MalformedRow) => void,
  check?: (row: string[], col: (name: string) => number) => string | null,
): AsyncGenerator<CsvRows> {
  let header: string[] | null = null;
  let col: (name: string) => number = () => -1;
  for await (const batch of readCsvBatches(
    createReadStream(path.join(folder, file), { highWaterMark: 1 << 20 }),
  )) {
    const rows: string[][] = [];
    for (let r = 0; r < batch.records.length; r += 1) {
      const record = batch.records[r] as string[];
      const line = batch.lines[r] as number;
      if (!header) {
        const names = (header = record.map((h) => h.trim()));
        col = (name) => names.indexOf(name);
        continue;
      }
      if (record.length !== header.length) {
        report({
          file,
          line,
          reason: `${record.length} fields where the header has ${header.length}`,
        });
        continue;
      }
      const problem = check?.(record, col);
      if (problem) {
        report({ file, line, reason: problem });
        continue;
      }
      rows.push(record);
    }
    yield { rows, col };
  }
}

/** The column index of each name (-1 when the file has no such column), looked up once per batch. */
export function columns<const K extends string>(
  col: (name: string) => number,
  names: readonly K[],
): Record<K, number> {
  const indexes = {} as Record<K, number>;
  for (const name of names) indexes[name] = col(name);
  return indexes;
}

/** A row's value in a column, '' when the file has no such column. */
export const at = (row: string[], index: number): string => (index >= 0 ? (row[index] ?? '') : '');

const isId = (value: string | undefined) => /^\s*\d+\s*$/.test(value ?? '');
export const checkFdcId = (row: string[], col: (name: string) => number) => {
  const fdcId = at(row, col('fdc_id'));
  return isId(fdcId) ? null : `fdc_id "${fdcId}" is not a number`;
};

/** "1", "0.5", "2.25" — amounts as a cook writes them. */
function formatAmount(amount: number): string {
  return String(round2(amount));
}

/**
 * A household portion's label: the description when FDC gives one ("1 tablespoon"),
 * else amount + unit + modifier ("1" + "cup" + "chopped"); SR Legacy stores its unit in
 * the modifier with the unit "undetermined" ("1 cup, cubes", "1 large").
 */
export function portionLabel(p: {
  amount: string;
  unitName: string | undefined;
  description: string;
  modifier: string;
}): string {
  const description = p.description.trim();
  const modifier = p.modifier.trim();
  if (description) {
    return modifier && !description.includes(modifier)
      ? `${description}, ${modifier}`
      : description;
  }
  const amount = Number(p.amount) > 0 ? formatAmount(Number(p.amount)) : '1';
  const unit = p.unitName && !/^undetermined$/i.test(p.unitName) ? p.unitName : '';
  return [amount, unit, modifier].filter(Boolean).join(' ');
}
