import type { Measurement } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { chartedKinds } from './measurement-chart';

const m = (over: Partial<Measurement>) => ({ pressureHigh: null, pressureLow: null, weight: null, height: null, bmi: null, surface: null, ...over }) as Measurement;
const all = ['PRESSURE', 'WEIGHT', 'HEIGHT', 'BMI', 'SURFACE'] as const;

describe('the kinds that get a chart', () => {
  it('pressure, weight and BMI with a value; height only when it changes; body surface never', () => {
    expect(chartedKinds(all, [])).toEqual([]);
    expect(chartedKinds(all, [m({ pressureHigh: 130, pressureLow: 85 }), m({ weight: 70, height: 170, bmi: 24.2, surface: 1.8 })])).toEqual(['PRESSURE', 'WEIGHT', 'BMI']);
    expect(chartedKinds(all, [m({ height: 120 }), m({ height: 124 })])).toEqual(['HEIGHT']);
  });

  it('only among the kinds asked (the clinic may hide some)', () => {
    expect(chartedKinds(['WEIGHT'], [m({ pressureHigh: 130, pressureLow: 85, weight: 70 })])).toEqual(['WEIGHT']);
  });
});
