/**
 * How the bench states a figure against its baseline (pure; unit-tested in bench-ratio.test.ts). A row's
 * absolute figure moves with the machine's load — two cores shared by several processes — so a figure
 * that can have one is stated as a ratio to a baseline measured in the same run, on the same database,
 * interleaved with it where possible; its goal is on the ratio.
 */

export interface BenchRow {
  figure: string;
  measured: string;
  goal: string;
  ok: boolean | null;
  /** The database the row was measured on (the table's "Measured …" line names it); absent: none. */
  database?: string;
}

/** The percentile `p` (0–1) of `times`, nearest rank. */
export function percentile(times: number[], p: number): number {
  if (times.length === 0) throw new Error('no times to take a percentile of');
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))];
}
export const median = (times: number[]) => percentile(times, 0.5);

/** Milliseconds with the precision their size deserves: 3.27, 10.3, 176. */
export function formatMs(ms: number): string {
  if (ms < 10) return ms.toFixed(2);
  if (ms < 100) return ms.toFixed(1);
  return Math.round(ms).toString();
}

/** A ratio with two significant-ish digits: 0.75, 3.1, 27. */
export function formatRatio(ratio: number): string {
  if (ratio < 1) return ratio.toFixed(2);
  if (ratio < 100) return ratio.toFixed(1);
  return Math.round(ratio).toString();
}

export interface RatioFigure {
  /** What was measured, including what the baseline is (the table's first column). */
  figure: string;
  /** The statistic both numbers are, e.g. 'p99', 'p95', 'median of 3'. */
  stat: string;
  value: number;
  baseline: number;
  /** What the baseline is, short: 'a bare primary-key route'. */
  baselineLabel: string;
  /** The largest acceptable figure / baseline. */
  goalRatio: number;
  unit?: 'ms';
  /** Said after the comparison, in brackets (other runs, medians). */
  note?: string;
  database?: string;
}

/** "10.3 ms p99 = 3.1 × a bare primary-key route (3.30 ms)", judged on the ratio. */
export function ratioRow(f: RatioFigure): BenchRow {
  if (!(f.baseline > 0) || !Number.isFinite(f.value)) throw new Error(`${f.figure}: no usable baseline (${f.baseline}) or figure (${f.value})`);
  const ratio = f.value / f.baseline;
  const unit = f.unit ?? 'ms';
  const shown = Number(formatRatio(ratio));
  return {
    figure: f.figure,
    measured: `${formatMs(f.value)} ${unit}${f.stat ? ` ${f.stat}` : ''} = ${formatRatio(ratio)} × ${f.baselineLabel} (${formatMs(f.baseline)} ${unit}${f.note ? `; ${f.note}` : ''})`,
    goal: `≤ ${f.goalRatio} ×`,
    // Judged on the ratio as printed, so a row never reads "3.0 × … ≤ 3 ×: no".
    ok: shown <= f.goalRatio,
    database: f.database,
  };
}

/**
 * The table's "Measured …" line names each row's database: consecutive rows on one database are one
 * range ("rows 1–7 PGlite …; rows 8–19 PostgreSQL …"); rows on none are named "no database".
 */
export function databasesByRow(rows: Array<Pick<BenchRow, 'database'>>): string {
  const parts: Array<{ from: number; to: number; database: string }> = [];
  rows.forEach((row, i) => {
    const database = row.database ?? 'no database';
    const last = parts.at(-1);
    if (last && last.database === database && last.to === i) last.to = i + 1;
    else parts.push({ from: i + 1, to: i + 1, database });
  });
  return parts.map((p) => `${p.from === p.to ? `row ${p.from}` : `rows ${p.from}–${p.to}`} ${p.database}`).join('; ');
}
