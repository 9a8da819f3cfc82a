import type { Readable } from 'node:stream';

/**
 * A streaming RFC 4180 CSV reader: records are yielded as they complete, so a gigabyte
 * file never sits in memory. Handles quoted fields with commas, doubled quotes ("") and line
 * breaks inside quotes, CRLF or LF line ends, a UTF-8 byte-order mark, and a last line
 * without a line break. Empty lines are skipped.
 */
export async function* readCsv(
  input: Readable | AsyncIterable<string | Buffer>,
): AsyncGenerator<string[]> {
  for await (const batch of readCsvBatches(input)) for (const record of batch.records) yield record;
}

/** Records, and the line number (1-based) each starts on. */
export type CsvBatch = { records: string[][]; lines: number[] };

/**
 * readCsv in batches (the records completed by each chunk read), each with the line number
 * it starts on, for error messages that point into the file; a CRLF is one line break.
 * Batches because one await per record costs more than parsing it, on a file of millions.
 */
export async function* readCsvBatches(
  input: Readable | AsyncIterable<string | Buffer>,
): AsyncGenerator<CsvBatch> {
  let batch: CsvBatch = { records: [], lines: [] };
  const decoder = new TextDecoder('utf-8');
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  /** A quote seen inside quotes: either the closing quote or the first of a doubled "". */
  let quotePending = false;
  let first = true;
  /** Whether anything (a character or a separator) was seen in the current record. */
  let started = false;
  /** The line the reader is on, and the line the current record started on. */
  let line = 1;
  let recordLine = 1;
  let lastWasCr = false;

  const chunks = input as AsyncIterable<string | Buffer>;
  for await (const chunk of chunks) {
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (first) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    let start = 0; // start of the pending plain run inside `text`
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        if (!lastWasCr) line += 1;
        lastWasCr = false;
      } else if (c === 13) {
        line += 1;
        lastWasCr = true;
      } else lastWasCr = false;
      if (quotePending) {
        quotePending = false;
        if (c === 34) {
          // "" inside quotes: one literal quote.
          field += '"';
          start = i + 1;
          continue;
        }
        inQuotes = false; // that quote closed the field; this character is handled below
        start = i;
      }
      if (inQuotes) {
        if (c === 34) {
          field += text.slice(start, i);
          quotePending = true;
          start = i + 1;
        }
        continue;
      }
      if (c === 34) {
        field += text.slice(start, i);
        inQuotes = true;
        started = true;
        start = i + 1;
      } else if (c === 44) {
        field += text.slice(start, i);
        record.push(field);
        field = '';
        started = true;
        start = i + 1;
      } else if (c === 10 || c === 13) {
        field += text.slice(start, i);
        if (started || field !== '') {
          record.push(field);
          batch.records.push(record);
          batch.lines.push(recordLine);
        }
        record = [];
        field = '';
        started = false;
        recordLine = line;
        start = i + 1;
      } else {
        started = true;
      }
    }
    field += text.slice(start);
    if (batch.records.length > 0) {
      yield batch;
      batch = { records: [], lines: [] };
    }
  }
  const rest = decoder.decode();
  if (rest) field += rest;
  if (inQuotes && !quotePending)
    throw new Error(`CSV ends inside a quoted field opened on line ${recordLine}`);
  if (started || field !== '') {
    record.push(field);
    batch.records.push(record);
    batch.lines.push(recordLine);
  }
  if (batch.records.length > 0) yield batch;
}

/**
 * Records as objects keyed by the header line's names. Missing trailing fields are ''.
 */
export async function* readCsvObjects(
  input: Readable | AsyncIterable<string | Buffer>,
): AsyncGenerator<Record<string, string>> {
  let header: string[] | null = null;
  for await (const record of readCsv(input)) {
    if (!header) {
      header = record.map((h) => h.trim());
      continue;
    }
    const row: Record<string, string> = {};
    for (let i = 0; i < header.length; i += 1) row[header[i] as string] = record[i] ?? '';
    yield row;
  }
}
