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
  /** Counts the line breaks in a run of quoted text (CRLF once, also across chunks). */
  const countLines = (text: string, from: number, to: number) => {
    for (let k = from; k < to; k += 1) {
      const c = text.charCodeAt(k);
      if (c === 10) {
        if (!lastWasCr) line += 1;
        lastWasCr = false;
      } else if (c === 13) {
        line += 1;
        lastWasCr = true;
      } else lastWasCr = false;
    }
  };
  for await (const chunk of chunks) {
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (first) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    // Quoted fields are taken whole with indexOf instead of character by character: a
    // FoodData Central download is millions of quoted fields, and this loop is most of
    // reading it. The next line breaks are looked up once and kept, so a quoted field
    // without one (nearly all) costs no line counting.
    const n = text.length;
    let nextLf = text.indexOf('\n');
    let nextCr = text.indexOf('\r');
    let i = 0;
    while (i < n) {
      if (quotePending) {
        quotePending = false;
        if (text.charCodeAt(i) === 34) {
          // "" inside quotes: one literal quote.
          field += '"';
          lastWasCr = false;
          i += 1;
          continue;
        }
        inQuotes = false; // that quote closed the field; this character is handled below
      }
      if (inQuotes) {
        const quote = text.indexOf('"', i);
        const to = quote === -1 ? n : quote;
        if ((nextLf !== -1 && nextLf < to) || (nextCr !== -1 && nextCr < to)) {
          countLines(text, i, to);
          if (nextLf !== -1 && nextLf < to) nextLf = text.indexOf('\n', to);
          if (nextCr !== -1 && nextCr < to) nextCr = text.indexOf('\r', to);
        } else if (to > i) lastWasCr = false;
        field += text.slice(i, to);
        if (quote === -1) break;
        lastWasCr = false;
        quotePending = true;
        i = quote + 1;
        continue;
      }
      const c = text.charCodeAt(i);
      if (c === 34) {
        inQuotes = true;
        started = true;
        lastWasCr = false;
        i += 1;
      } else if (c === 44) {
        record.push(field);
        field = '';
        started = true;
        lastWasCr = false;
        i += 1;
      } else if (c === 10 || c === 13) {
        if (c === 10) {
          if (!lastWasCr) line += 1;
          lastWasCr = false;
          nextLf = text.indexOf('\n', i + 1);
        } else {
          line += 1;
          lastWasCr = true;
          nextCr = text.indexOf('\r', i + 1);
        }
        if (started || field !== '') {
          record.push(field);
          batch.records.push(record);
          batch.lines.push(recordLine);
        }
        record = [];
        field = '';
        started = false;
        recordLine = line;
        i += 1;
      } else {
        // A plain run: up to the next quote, separator or line break.
        let j = i + 1;
        while (j < n) {
          const d = text.charCodeAt(j);
          if (d === 34 || d === 44 || d === 10 || d === 13) break;
          j += 1;
        }
        field += text.slice(i, j);
        started = true;
        lastWasCr = false;
        i = j;
      }
    }
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
