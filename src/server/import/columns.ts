import { IMPORT_COLUMNS, REQUIRED_IMPORT_COLUMNS, type ImportColumn, type ImportProblem } from '#shared/import.js';

/** 'Price Min', 'price-min' and 'priceMin' all name price_min. */
const comparable = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');
const BY_COMPARABLE = new Map(IMPORT_COLUMNS.map((column) => [comparable(column), column]));

export type ColumnIndex = Partial<Record<ImportColumn, number>>;

/** Where each known column is in the header, or the problems that make the file unreadable (line 1). */
export function readHeader(header: readonly string[]): { index: ColumnIndex; problems: ImportProblem[] } {
  const index: ColumnIndex = {};
  const problems: ImportProblem[] = [];
  header.forEach((cell, position) => {
    const column = BY_COMPARABLE.get(comparable(cell.trim()));
    if (!column) return; // Extra columns (the operator's own notes) are ignored.
    if (index[column] !== undefined) problems.push({ line: 1, column, message: `The column ${column} appears twice.` });
    else index[column] = position;
  });
  for (const column of REQUIRED_IMPORT_COLUMNS) {
    if (index[column] === undefined) problems.push({ line: 1, column, message: `The header has no ${column} column (columns: ${IMPORT_COLUMNS.join(', ')}).` });
  }
  return { index, problems };
}

export type CsvRow = Record<ImportColumn, string>;

/** A record's cells by column name, trimmed; absent columns and short rows read as ''. */
export function cellsOf(record: readonly string[], index: ColumnIndex): CsvRow {
  return Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, index[column] === undefined ? '' : (record[index[column]] ?? '').trim()])) as CsvRow;
}

const YES = new Set(['yes', 'y', 'true', '1', 'mobile']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

/** 'yes'/'no' (and true/false, 1/0); undefined when it is neither. */
export function readYesNo(text: string): boolean | undefined {
  const value = text.toLowerCase();
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return undefined;
}

/**
 * A price cell as the listing form's number: '' is no price, '$1,200' is 1200. Anything else is passed on as
 * text, so the listing schema refuses it with its own message.
 */
export function readPrice(text: string): number | string | null {
  if (text === '') return null;
  const plain = text.replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}

/** Services are separated by ';' (a comma would end the cell in a hand-made file). */
export const serviceNames = (text: string) =>
  text
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);

/** The full address the site stores and shows: '120 Main St, Austin, TX 78701'. */
export const fullAddress = (row: CsvRow, state: string) => `${row.address}, ${row.city}, ${state} ${row.zip}`.replace(/\s+/g, ' ').trim();

/** A listing field (as the listing schema names it) to the CSV column a person fixes. */
const COLUMN_OF_FIELD: Record<string, ImportColumn> = {
  name: 'name',
  address: 'address',
  phone: 'phone',
  cityId: 'city',
  serviceIds: 'services',
  website: 'website',
  description: 'description',
  hours: 'hours',
  schedule: 'hours',
  priceMin: 'price_min',
  priceMax: 'price_max',
  isMobile: 'mobile',
};
export const columnOfField = (field: string | undefined): string => (field && COLUMN_OF_FIELD[field]) || 'row';
