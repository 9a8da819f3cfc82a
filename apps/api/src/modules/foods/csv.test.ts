import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv, readCsvObjects } from './csv.js';

async function parse(chunks: (string | Buffer)[]): Promise<string[][]> {
  const out: string[][] = [];
  for await (const record of readCsv(Readable.from(chunks))) out.push(record);
  return out;
}

describe('readCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', async () => {
    const text =
      '"fdc_id","description","note"\r\n' +
      '"9000001","Avocados, raw, all commercial varieties",""\r\n' +
      '9000002,"Cheese ""cheddar""","two\nlines"\n' +
      '9000003,plain,\n';
    expect(await parse([text])).toEqual([
      ['fdc_id', 'description', 'note'],
      ['9000001', 'Avocados, raw, all commercial varieties', ''],
      ['9000002', 'Cheese "cheddar"', 'two\nlines'],
      ['9000003', 'plain', ''],
    ]);
  });

  it('handles a BOM, a missing final line break and blank lines', async () => {
    expect(await parse(['\uFEFFa,b\n\n1,2'])).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('gives the same records whatever the chunk boundaries (even inside "" and CRLF)', async () => {
    const text = 'a,"b ""x"", c",d\r\n"1\r\n2",,"3"\r\nlast,"",x';
    const whole = await parse([text]);
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(await parse([text.slice(0, cut), text.slice(cut)])).toEqual(whole);
    }
    expect(await parse([...text])).toEqual(whole);
  });

  it('decodes UTF-8 split across byte chunks', async () => {
    const bytes = Buffer.from('name\nJalapeño,crème\n', 'utf8');
    const chunks = [...bytes].map((b) => Buffer.from([b]));
    expect(await parse(chunks)).toEqual([['name'], ['Jalapeño', 'crème']]);
  });

  it('round-trips any table written the RFC 4180 way', async () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'b', ',', '"', '\n', '\r', ' ', 'é') });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 7 }),
        async (rows, size) => {
          const text = rows
            .map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(','))
            .join('\r\n');
          const chunks = text.match(new RegExp(`[^]{1,${size}}`, 'g')) ?? [];
          expect(await parse(chunks)).toEqual(rows);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a file that ends inside quotes', async () => {
    await expect(parse(['a,"never closed'])).rejects.toThrow(/inside a quoted field/);
  });
});

describe('readCsvObjects', () => {
  it('keys records by the header and fills missing trailing fields', async () => {
    const rows = [];
    for await (const row of readCsvObjects(Readable.from(['"id","name","x"\n1,egg\n'])))
      rows.push(row);
    expect(rows).toEqual([{ id: '1', name: 'egg', x: '' }]);
  });
});
