import { DEFAULT_CSV_EXPORT, csvCell, type CsvCellOptions } from '../query/csv-export';

/** The header line of a CSV file. */
export function csvHeader(names: readonly string[], options: CsvCellOptions = DEFAULT_CSV_EXPORT): string {
  return `${names.map((name) => csvCell(name, options)).join(options.sep)}\r\n`;
}

/** CSV lines of the first `count` rows of a column-major batch, as one string (the chart CSV's cell rule). */
export function csvLines(
  batch: readonly (readonly unknown[])[],
  count: number,
  options: CsvCellOptions = DEFAULT_CSV_EXPORT,
): string {
  let out = '';
  const width = batch.length;
  const { sep } = options;
  for (let r = 0; r < count; r++) {
    let line = width > 0 ? csvCell(batch[0]?.[r], options) : '';
    for (let c = 1; c < width; c++) line += `${sep}${csvCell(batch[c]?.[r], options)}`;
    out += `${line}\r\n`;
  }
  return out;
}

/** Superset's download name: `sqllab_<tab slug or notab>_<YYYYMMDDTHHMMSS>.csv`. */
export function csvFilename(tab: string | null, now: Date): string {
  const slug = (tab ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '');
  return `sqllab_${slug || 'notab'}_${stamp}.csv`;
}
