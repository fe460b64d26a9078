import type { Measurement, MeasurementKind } from '@portal/contracts';

/** The kinds in the order the list, the charts and the form show them. */
export const kindOrder: readonly MeasurementKind[] = ['PRESSURE', 'WEIGHT', 'HEIGHT', 'BMI', 'SURFACE'];

/** The shown kinds of the configuration, in the pages' order. */
export const shownInOrder = (shown: readonly MeasurementKind[]) => kindOrder.filter((k) => shown.includes(k));

/** Numbers in the page's language: "72,5", at most 2 decimals. */
export function numberFormat(language: string) {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return (value: number | null | undefined) => (value === null || value === undefined ? '—' : format.format(value));
}

/** A measurement's value of one kind as text ("128/82", "72,5"), '—' for none. */
export function valueOf(m: Measurement, kind: MeasurementKind, format: (v: number | null) => string): string {
  switch (kind) {
    case 'PRESSURE':
      return m.pressureHigh !== null && m.pressureLow !== null ? `${m.pressureHigh}/${m.pressureLow}` : '—';
    case 'WEIGHT':
      return format(m.weight);
    case 'HEIGHT':
      return format(m.height);
    case 'BMI':
      return format(m.bmi);
    case 'SURFACE':
      return format(m.surface);
  }
}
