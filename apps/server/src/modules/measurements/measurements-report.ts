import type { InterfaceLanguage, Measurement, MeasurementKind } from '@portal/contracts';
import { MEASUREMENTS_SERIES_MAX, formatDateTime, formatDay, pressureBands, pressureCategories, type PressureCategory } from '@portal/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Deps } from '../../deps';
import { fill } from '../../i18n/texts';
import type { CheckedPatient } from '../../lib/checked-patient';
import { clinicToday } from '../../lib/clinic-time';
import { recordDays } from '../../lib/record-lists';
import { namesOfRecords } from '../patients/patients-service';
import * as repo from './measurements-repository';
import { MEASUREMENT_RANGE_LIMITS, shownKinds, toMeasurement } from './measurements-service';
import { measurementsPrintoutTexts } from './measurements.printout-texts';

/*
 * The report of a patient's measurements for a range of days (GET .../report, a window): the patient
 * and the period, a chart of each shown kind drawn as vector graphics (SVG in pdfmake: blood pressure
 * over the ESC/ESH 2018 category bands, weight, BMI, height), a summary (averages, lowest–highest, the
 * pressure readings by category) and the table of every measurement. Polish letters in Roboto.
 */

type Texts = ReturnType<typeof measurementsPrintoutTexts.for>;
const CHART_WIDTH = 515;
const CHART_HEIGHT = 170;
const PAD = { left: 34, right: 8, top: 8, bottom: 20 };

const number = (value: number | null, decimals = 1) => (value == null ? '' : value.toFixed(decimals).replace('.', ','));
const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

interface Series {
  points: Array<{ t: number; v: number }>;
  colour: string;
  label: string;
}

/** A line chart of one or more series over the period, with optional horizontal bands (as SVG). */
export function lineChartSvg(
  period: { from: number; to: number },
  series: Series[],
  options: { bands?: Array<{ from: number; colour: string }>; decimals?: number } = {},
): string {
  const values = series.flatMap((s) => s.points.map((p) => p.v));
  const bandEdges = options.bands?.map((b) => b.from).filter((v) => v > 0) ?? [];
  let min = Math.min(...values, ...(options.bands ? [Math.min(...values) - 10] : []));
  let max = Math.max(...values, ...(options.bands ? [Math.max(...values) + 10] : []));
  if (options.bands) {
    min = Math.max(40, Math.min(min, 60));
    max = Math.max(max, 150);
  }
  if (max - min < 1) {
    min -= 1;
    max += 1;
  }
  const span = max - min;
  min -= span * 0.05;
  max += span * 0.05;
  const w = CHART_WIDTH - PAD.left - PAD.right;
  const h = CHART_HEIGHT - PAD.top - PAD.bottom;
  const x = (t: number) => PAD.left + (period.to === period.from ? w / 2 : ((t - period.from) / (period.to - period.from)) * w);
  const y = (v: number) => PAD.top + h - ((v - min) / (max - min)) * h;
  const parts: string[] = [];
  if (options.bands) {
    options.bands.forEach((band, i) => {
      const next = options.bands![i + 1]?.from ?? max;
      const top = y(Math.min(next, max));
      const bottom = y(Math.max(band.from, min));
      if (bottom > top) parts.push(`<rect x="${PAD.left}" y="${top.toFixed(1)}" width="${w}" height="${(bottom - top).toFixed(1)}" fill="${band.colour}" fill-opacity="0.12"/>`);
    });
  }
  // Five horizontal grid lines with their values; the band edges within the scale as well.
  const ticks = [...Array.from({ length: 5 }, (_, i) => min + ((max - min) * (i + 0.5)) / 5), ...bandEdges.filter((e) => e > min && e < max)];
  for (const tick of ticks) {
    const ty = y(tick).toFixed(1);
    parts.push(`<line x1="${PAD.left}" y1="${ty}" x2="${PAD.left + w}" y2="${ty}" stroke="#cccccc" stroke-width="0.5"/>`);
    parts.push(`<text x="${PAD.left - 3}" y="${(Number(ty) + 3).toFixed(1)}" font-size="7" text-anchor="end" fill="#444444">${escapeXml(number(tick, options.decimals ?? 0))}</text>`);
  }
  parts.push(`<rect x="${PAD.left}" y="${PAD.top}" width="${w}" height="${h}" fill="none" stroke="#888888" stroke-width="0.6"/>`);
  // The period's first and last day, and its middle, under the axis.
  for (const [t, anchor] of [
    [period.from, 'start'],
    [(period.from + period.to) / 2, 'middle'],
    [period.to, 'end'],
  ] as const) {
    parts.push(`<text x="${x(t).toFixed(1)}" y="${CHART_HEIGHT - 6}" font-size="7" text-anchor="${anchor}" fill="#444444">${escapeXml(formatDay(new Date(t)))}</text>`);
  }
  for (const s of series) {
    if (s.points.length > 1) {
      const d = s.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.t).toFixed(1)} ${y(p.v).toFixed(1)}`).join(' ');
      parts.push(`<path d="${d}" fill="none" stroke="${s.colour}" stroke-width="1.2"/>`);
    }
    if (s.points.length <= 120) for (const p of s.points) parts.push(`<circle cx="${x(p.t).toFixed(1)}" cy="${y(p.v).toFixed(1)}" r="1.6" fill="${s.colour}"/>`);
  }
  // The legend, top left inside the frame.
  series.forEach((s, i) => {
    const lx = PAD.left + 6 + i * 90;
    parts.push(`<rect x="${lx}" y="${PAD.top + 4}" width="8" height="3" fill="${s.colour}"/>`);
    parts.push(`<text x="${lx + 11}" y="${PAD.top + 8}" font-size="7" fill="#222222">${escapeXml(s.label)}</text>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}">${parts.join('')}</svg>`;
}

const pointsOf = (items: Measurement[], value: (m: Measurement) => number | null) =>
  items.flatMap((m) => {
    const v = value(m);
    return v == null ? [] : [{ t: Date.parse(m.dateMeasurement), v }];
  });

function charts(t: Texts, items: Measurement[], period: { from: number; to: number }, shown: ReadonlySet<MeasurementKind>): Content[] {
  const out: Content[] = [];
  const chart = (title: string, svg: string): Content => ({ stack: [{ text: title, style: 'label', margin: [0, 6, 0, 2] }, { svg, width: CHART_WIDTH }], unbreakable: true });
  const systolic = pointsOf(items, (m) => m.pressureHigh);
  if (shown.has('PRESSURE') && systolic.length) {
    const bands = pressureBands.map((b) => ({ from: b.systolicFrom, colour: b.colour }));
    const svg = lineChartSvg(
      period,
      [
        { points: systolic, colour: '#c92a2a', label: t.systolic },
        { points: pointsOf(items, (m) => m.pressureLow), colour: '#1864ab', label: t.diastolic },
      ],
      { bands },
    );
    out.push(chart(t.pressureChart, svg));
  }
  const simple: Array<[MeasurementKind, string, (m: Measurement) => number | null, string, number]> = [
    ['WEIGHT', t.weightChart, (m) => m.weight, '#2b8a3e', 1],
    ['BMI', t.bmiChart, (m) => m.bmi, '#5f3dc4', 1],
    ['HEIGHT', t.heightChart, (m) => m.height, '#e67700', 0],
  ];
  for (const [kind, title, value, colour, decimals] of simple) {
    const points = pointsOf(items, value);
    if (shown.has(kind) && points.length) out.push(chart(title, lineChartSvg(period, [{ points, colour, label: title }], { decimals })));
  }
  return out;
}

function summary(t: Texts, items: Measurement[], shown: ReadonlySet<MeasurementKind>): Content[] {
  const rows: TableCell[][] = [];
  const stat = (label: string, values: number[], decimals = 1) => {
    if (!values.length) return;
    const avg = values.reduce((a, b) => a + b, 0) / values.length;
    rows.push([{ text: label, style: 'label' }, number(avg, decimals), `${number(Math.min(...values), decimals)} – ${number(Math.max(...values), decimals)}`]);
  };
  const of = (value: (m: Measurement) => number | null) => items.map(value).filter((v): v is number => v != null);
  if (shown.has('PRESSURE')) {
    stat(`${t.columns.pressure} ${t.systolic}`, of((m) => m.pressureHigh), 0);
    stat(`${t.columns.pressure} ${t.diastolic}`, of((m) => m.pressureLow), 0);
  }
  if (shown.has('WEIGHT')) stat(t.columns.weight, of((m) => m.weight));
  if (shown.has('BMI')) stat(t.columns.bmi, of((m) => m.bmi), 2);
  if (shown.has('HEIGHT')) stat(t.columns.height, of((m) => m.height));
  const out: Content[] = [];
  if (rows.length) {
    out.push({ text: t.summary, style: 'heading' });
    out.push({
      table: { headerRows: 1, widths: ['*', 80, 120], body: [[{ text: '', style: 'tableHeader' }, { text: t.average, style: 'tableHeader' }, { text: t.minMax, style: 'tableHeader' }], ...rows] },
      layout: 'lightHorizontalLines',
    });
  }
  const counts = new Map<PressureCategory, number>();
  for (const m of items) if (m.pressureCategory) counts.set(m.pressureCategory, (counts.get(m.pressureCategory) ?? 0) + 1);
  if (shown.has('PRESSURE') && counts.size) {
    out.push({ text: t.categoryCounts, style: 'label', margin: [0, 8, 0, 2] });
    out.push({
      table: { widths: ['*', 60], body: pressureCategories.filter((c) => counts.has(c)).map((c): TableCell[] => [t.categories[c], String(counts.get(c))]) },
      layout: 'lightHorizontalLines',
    });
  }
  return out;
}

function table(t: Texts, items: Measurement[], shown: ReadonlySet<MeasurementKind>): Content {
  const columns: Array<{ header: string; width: number | string; cell: (m: Measurement) => string }> = [{ header: t.columns.date, width: 78, cell: (m) => formatDateTime(m.dateMeasurement) }];
  if (shown.has('PRESSURE')) {
    columns.push({ header: t.columns.pressure, width: 55, cell: (m) => (m.pressureHigh == null ? '' : `${m.pressureHigh}/${m.pressureLow}`) });
    columns.push({ header: t.columns.category, width: '*', cell: (m) => (m.pressureCategory ? t.categories[m.pressureCategory] : '') });
  }
  if (shown.has('WEIGHT')) columns.push({ header: t.columns.weight, width: 42, cell: (m) => number(m.weight) });
  if (shown.has('HEIGHT')) columns.push({ header: t.columns.height, width: 42, cell: (m) => number(m.height) });
  if (shown.has('BMI')) columns.push({ header: t.columns.bmi, width: 34, cell: (m) => number(m.bmi, 2) });
  if (shown.has('SURFACE')) columns.push({ header: t.columns.surface, width: 46, cell: (m) => number(m.surface, 2) });
  if (!columns.some((c) => c.width === '*')) columns[0].width = '*';
  return {
    table: {
      headerRows: 1,
      widths: columns.map((c) => c.width),
      body: [columns.map((c): TableCell => ({ text: c.header, style: 'tableHeader' })), ...items.map((m) => columns.map((c): TableCell => c.cell(m)))],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
  };
}

/** The report's PDF for the patient and the days asked (the last year by default; 400 outside the limits). */
export async function measurementReport(
  deps: Pick<Deps, 'db' | 'clock' | 'keptSettings' | 'printer'>,
  patient: CheckedPatient,
  query: { dateFrom?: string; dateTo?: string },
  language: InterfaceLanguage,
): Promise<{ pdf: Buffer; filename: string }> {
  const t = measurementsPrintoutTexts.for(language);
  const now = deps.clock.now();
  const within = recordDays({ after: query.dateFrom, before: query.dateTo }, { limits: MEASUREMENT_RANGE_LIMITS, otherwise: 'lastYear' }, now);
  const today = clinicToday(now);
  const after = within.range.after ?? within.range.before ?? today;
  const before = within.range.before ?? today;
  const days = recordDays({ after, before }, { limits: MEASUREMENT_RANGE_LIMITS }, now);
  const [rows, shown, names] = await Promise.all([
    repo.newestOf(deps.db, patient.id, { from: days.from, to: days.to }, MEASUREMENTS_SERIES_MAX + 1),
    shownKinds(deps),
    namesOfRecords(deps, [patient.id]),
  ]);
  const items = rows.slice(0, MEASUREMENTS_SERIES_MAX).reverse().map(toMeasurement);
  const person = names.get(patient.id);
  const patientName = person ? `${person.name} ${person.lastName}` : '';
  const period = { from: days.from!.getTime(), to: Math.min(days.to!.getTime(), now.getTime()) };
  const content: Content[] = [
    {
      table: {
        widths: [120, '*'],
        body: [
          [{ text: t.patient, style: 'label' }, patientName],
          [{ text: t.range, style: 'label' }, `${formatDay(after)} – ${formatDay(before)}`],
          [{ text: t.count, style: 'label' }, String(items.length)],
        ],
      },
      layout: 'noBorders',
    },
  ];
  if (rows.length > MEASUREMENTS_SERIES_MAX) content.push({ text: fill(t.truncated, { count: MEASUREMENTS_SERIES_MAX }), style: 'small', margin: [0, 4, 0, 0] });
  if (items.length === 0) {
    content.push({ text: t.none, margin: [0, 12, 0, 0] });
  } else {
    const drawn = charts(t, items, period, shown);
    if (drawn.length) content.push({ text: t.charts, style: 'heading' }, ...drawn);
    content.push(...summary(t, items, shown));
    content.push({ text: t.table, style: 'heading' }, table(t, [...items].reverse(), shown));
  }
  content.push({ text: t.note, style: 'small', margin: [0, 12, 0, 0] });
  const pdf = await deps.printer.render({ title: t.title, subject: fill(t.subject, { patient: patientName, from: formatDay(after), to: formatDay(before) }), content, language });
  return { pdf, filename: `pomiary_${after}_${before}.pdf` };
}
