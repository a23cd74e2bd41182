// What the CLI does with text from outside before it prints it: CSV cells (visible controls, no
// formulas), tables, error lines and JSON, and the guard on a command's streams.
import { PassThrough, Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, formatCsv, neutraliseFormula } from '../../source/cli/csv-output.js';
import { reportFailure } from '../../source/cli/failure-report.js';
import { formatJson, formatTable } from '../../source/cli/output.js';
import { guardedOutput, rawOutput } from '../../source/terminal/guarded-output.js';
import { HoshinError } from '../../source/core/errors.js';

const HOSTILE = 'Acme\u001B]52;c;cHduZWQ=\u0007\u001B[2J\u009B31m\u202Eevil\u007F';
const VISIBLE = 'Acme^[]52;c;cHduZWQ=^G^[[2J\\u009b31m\\u202eevil^?';

function sink(): { stream: Writable & { isTTY?: boolean; columns?: number }; text: () => string } {
  let text = '';
  const stream = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    }),
    { isTTY: true, columns: 77 },
  );
  return { stream, text: () => text };
}

describe('CSV cells', () => {
  it('start with a quote when a spreadsheet would run them as a formula (OWASP)', () => {
    for (const cell of ['=1+2', '+1', '-A1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x","y")', '-', '--1', '-1+2', '- 3']) {
      expect(neutraliseFormula(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
  });

  it('leave plain decimal numbers, negative ones too, and ordinary text as they are', () => {
    for (const cell of ['-12.5', '-3', '0', '42', '3.14', 'Acme', 'a=b', ' =x', '']) expect(neutraliseFormula(cell)).toBe(cell);
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField('-0.75')).toBe('-0.75');
  });

  it('neutralise a formula after any separator a spreadsheet may split on, and quote the cell', () => {
    expect(csvField('x;=1+2')).toBe(`"x;'=1+2"`);
    expect(csvField('a|@SUM(A1)')).toBe(`"a|'@SUM(A1)"`);
    expect(csvField('a\t-A1')).toBe(`"a\t'-A1"`);
    expect(csvField('a,+1')).toBe(`"a,'+1"`);
    expect(csvField('a;;=1')).toBe(`"a;;'=1"`);
    expect(csvField('=1;=2')).toBe(`"'=1;'=2"`);
    // After a separator as at the start: plain numbers and ordinary text stay as they are.
    expect(csvField('a;-12.5')).toBe('"a;-12.5"');
    expect(csvField('Q1; =growth')).toBe('"Q1; =growth"');
    expect(csvField('a;b')).toBe('"a;b"');
  });

  it('leave no part a spreadsheet could split off starting a formula, whichever separator it splits on', () => {
    // A spreadsheet may drop the tabs and carriage returns a part begins with, then read the rest.
    const formulaPart = (part: string) => {
      const read = part.replace(/^[\t\r]+/, '');
      return /^[=+\-@]/.test(read) && !/^-?\d+(?:\.\d+)?$/.test(read);
    };
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('x', '=', '+', '-', '@', '1', ';', ',', '|', '\t', '\r', '"', ' ', '.'), { maxLength: 12 }),
        (pieces) => {
          const field = csvField(pieces.join(''));
          for (const separator of [',', ';', '\t', '|']) {
            // A spreadsheet that honours the quotes: the field is one cell.
            const [cell] = parse(field, { delimiter: separator, relax_quotes: true, record_delimiter: '\n' }) as string[][];
            if (cell && cell.length > 0 && formulaPart(cell[0] ?? '')) return false;
            // One that splits on the separator whatever the quotes say: no part starts a formula.
            // The quotes around a quoted field belong to neither its first nor its last part.
            const bare = field.startsWith('"') ? field.slice(1, -1) : field;
            const parts = bare.split(separator);
            if (parts.some(formulaPart)) return false;
          }
          return true;
        },
      ),
    );
  });

  it('quote what needs quoting after the formula mark, and show controls visibly', () => {
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
    expect(csvField('say "hi"\nagain')).toBe('"say ""hi""\nagain"');
    // The visible escape holds semicolons, which a spreadsheet may split on: quoted.
    expect(csvField(HOSTILE)).toBe(`"${VISIBLE}"`);
    expect(formatCsv([['name'], ['@cmd'], [HOSTILE]])).toBe(`name\n'@cmd\n"${VISIBLE}"\n`);
  });
});

describe('tables and JSON', () => {
  it('tables show controls visibly and keep their columns', () => {
    expect(
      formatTable([
        ['ID', 'NAME'],
        ['1', HOSTILE],
        ['2', 'a\nb'],
      ]),
    ).toBe(`ID  NAME\n1   ${VISIBLE}\n2   a b\n`);
  });

  it('JSON is exact but escapes what a terminal would obey', () => {
    const text = formatJson({ name: HOSTILE });
    expect(JSON.parse(text)).toEqual({ name: HOSTILE });
    expect(text).not.toMatch(/[\u001B\u007F\u009B\u202E]/);
  });
});

describe("the guard on a command's streams", () => {
  it('shows controls visibly, keeps line breaks and tabs, and is the stream underneath for everything else', () => {
    const out = sink();
    const guarded = guardedOutput(out.stream);
    guarded.write(`${HOSTILE}\tcol\n`);
    guarded.write(Buffer.from('\u001B]0;t\u0007\n'));
    expect(out.text()).toBe(`${VISIBLE}\tcol\n^[]0;t^G\n`);
    expect(guarded.isTTY).toBe(true);
    expect(guarded.columns).toBe(77);
    expect(rawOutput(guarded)).toBe(out.stream);
    expect(rawOutput(out.stream)).toBe(out.stream);
    expect(guardedOutput(guarded)).toBe(guarded);
  });

  it('joins a character split across two writes', () => {
    const out = sink();
    const guarded = guardedOutput(out.stream);
    const bytes = Buffer.from('é\u202E');
    guarded.write(bytes.subarray(0, 1));
    guarded.write(bytes.subarray(1));
    expect(out.text()).toBe('é\\u202e');
  });

  it('error lines quoting the service show its controls, and JSON errors escape them', () => {
    const error = new HoshinError('invalid', `the service refused the values: name ${HOSTILE}`);
    const human = sink();
    reportFailure(
      error,
      { argv: [], env: {}, stdin: new PassThrough(), stdout: human.stream, stderr: human.stream, now: Date.now },
      { debug: false, json: false },
    );
    expect(human.text()).toBe(`hoshin: the service refused the values: name ${VISIBLE}\n`);
    const json = sink();
    reportFailure(
      error,
      { argv: [], env: {}, stdin: new PassThrough(), stdout: json.stream, stderr: json.stream, now: Date.now },
      { debug: false, json: true },
    );
    expect(json.text()).not.toMatch(/[\u001B\u007F\u009B\u202E]/);
    expect(JSON.parse(json.text()).error.message).toBe(error.message);
  });
});

describe('a CSV file quoted in a refusal', () => {
  it('cannot add lines to the message or reach the terminal raw', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { runInProcess } = await import('../helpers/cli-in-process.js');
    const { isolatedDirs } = await import('../helpers/cli.js');
    const file = join(mkdtempSync(join(tmpdir(), 'hoshin-csv-')), 'values.csv');
    writeFileSync(file, 'indicator_id,day,value,comment\n"7\nhoshin: recorded everything\u001B]0;x\u0007",2026-01-31,5,\n');
    const result = await runInProcess(['record', '--csv', file], {
      ...isolatedDirs(),
      HOSHIN_BASE_URL: 'http://127.0.0.1:9',
      HOSHIN_APP_KEY: 'k',
      HOSHIN_APP_SECRET: 's',
    });
    expect(result.code).toBe(2);
    expect(result.stderr).not.toContain('\u001B');
    // The value's line break is shown as a space: the one error line, then only indented hint lines.
    const [error, ...hints] = result.stderr.trimEnd().split('\n');
    expect(error).toMatch(/^hoshin: --csv: ".*" has 1 row refused; nothing was sent$/);
    expect(hints.length).toBeGreaterThan(0);
    for (const hint of hints) expect(hint).toMatch(/^( {2}| {4})\S/);
    expect(hints.join(' ').replace(/\s+/g, ' ')).toContain('got "7 hoshin: recorded everything^[]0;x^G"');
  });
});
