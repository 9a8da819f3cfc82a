/**
 * `npm run foods:import -- <folder> [--all-types] [--types=sr_legacy_food,foundation_food]`
 *
 * Imports an unzipped USDA FoodData Central CSV download into the database the server uses
 * (DATABASE_URL, else the embedded database in DATA_DIR). Stop the server first when it uses
 * the embedded database: only one process can open it.
 */
import path from 'node:path';
import { loadConfig } from '../config.js';
import { configuredDatabase, openDatabase } from '../db/client.js';
import { tightenPrivateTree, usePrivateUmask } from '../lib/private-files.js';
import {
  DEFAULT_DATA_TYPES,
  importFdcFolder,
  readCatalogueFile,
  seedCatalogue,
} from '../modules/foods/index.js';

const USAGE = `usage: npm run foods:import -- <folder> [--all-types] [--types=a,b]
  <folder>      an unzipped FoodData Central CSV download (food.csv, nutrient.csv,
                food_nutrient.csv; food_portion.csv, measure_unit.csv, sr_legacy_food.csv optional)
  --all-types   import every data type (default: ${DEFAULT_DATA_TYPES.join(', ')})
  --types=…     import these data types (sr_legacy_food, foundation_food,
                survey_fndds_food, branded_food; the Branded download adds brands
                from branded_food.csv)
  Malformed rows are reported with file and line and skipped. Running it again with the
  same files changes nothing.`;

/** The summary is this command's output (stdout); errors go to stderr. */
const print = (text: string) => process.stdout.write(`${text}\n`);

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const folderArg = args.find((a) => !a.startsWith('--'));
  if (!folderArg || args.includes('--help')) {
    print(USAGE);
    return folderArg ? 0 : 2;
  }
  const typesArg = args.find((a) => a.startsWith('--types='));
  const unknown = args.filter(
    (a) => a.startsWith('--') && a !== '--all-types' && !a.startsWith('--types='),
  );
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}\n${USAGE}`);
    return 2;
  }
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), folderArg);
  // The embedded database and a generated auth secret in DATA_DIR are the owner's only.
  usePrivateUmask();
  const config = loadConfig();
  tightenPrivateTree(config.dataDir);
  const database = await openDatabase(configuredDatabase(config));
  try {
    await database.migrate();
    // The curated catalogue first, so curated foods are there to keep their names.
    const seed = await seedCatalogue(database.db, await readCatalogueFile(config.foods.dataFile));
    print(`curated catalogue: ${seed.status} (${seed.foods} foods)`);
    const summary = await importFdcFolder(database.db, folder, {
      allDataTypes: args.includes('--all-types'),
      ...(typesArg
        ? { dataTypes: typesArg.slice('--types='.length).split(',').filter(Boolean) }
        : {}),
      log: print,
    });
    print(
      [
        `Imported from ${folder} into the ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database in ${(summary.ms / 1000).toFixed(1)} s:`,
        `  foods in food.csv      ${summary.foodsInFile}`,
        `  selected               ${summary.selected} (${Object.entries(summary.byDataType)
          .map(([t, n]) => `${t}: ${n}`)
          .join(', ')})`,
        `  skipped, other types   ${summary.skippedOtherTypes}`,
        `  skipped, no nutrients  ${summary.skippedNoNutrients}`,
        `  malformed rows skipped ${summary.malformed.length}`,
        `  inserted               ${summary.inserted}`,
        `  updated                ${summary.updated}`,
        `  unchanged              ${summary.unchanged}`,
        `  curated foods linked   ${summary.linkedCurated}`,
        `  portions               ${summary.portions}`,
        `  energy from 1008 / 2047 / 2048 / computed 4-9-4: ${summary.energyFrom['1008']} / ${summary.energyFrom['2047']} / ${summary.energyFrom['2048']} / ${summary.energyFrom.computed}`,
        `  rate                   ${Math.round(summary.selected / Math.max(0.001, summary.ms / 1000))} foods/s`,
      ].join('\n'),
    );
    const other = Object.entries(summary.otherTypes);
    if (summary.selected === 0 && other.length > 0)
      print(
        `No food of the chosen types; this download has ${other.map(([t, n]) => `${t}: ${n}`).join(', ')}. Add --types=${other.map(([t]) => t).join(',')} or --all-types.`,
      );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
