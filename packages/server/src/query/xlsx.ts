import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/node';
import { epochMillis, type TypedColumns } from './result-format';

/** An Excel workbook of a result: a bold header row, then typed cells (dates as Excel dates). */
export async function toXlsx(result: TypedColumns): Promise<Buffer> {
  const header: Row = result.colnames.map((name) => ({ value: name, type: String, fontWeight: 'bold' }));
  const rows: Row[] = [header];
  for (let row = 0; row < result.rowcount; row++) {
    rows.push(result.columns.map((values, c) => cellOf(values[row], result.generics[c] === 'TEMPORAL')));
  }
  return writeXlsxFile(rows).toBuffer();
}

function cellOf(value: unknown, isTemporal: boolean): Cell {
  if (value === null || value === undefined) return null;
  if (isTemporal) {
    const millis = epochMillis(value);
    if (typeof millis === 'number')
      return { value: new Date(millis), type: Date, format: 'yyyy-mm-dd hh:mm:ss' };
  }
  if (typeof value === 'number') return { value, type: Number };
  if (typeof value === 'boolean') return { value, type: Boolean };
  return { value: String(value), type: String };
}
