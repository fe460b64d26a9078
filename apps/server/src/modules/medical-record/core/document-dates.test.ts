import { describe, expect, it } from 'vitest';
import { clinicDateTime, clinicDay } from './document-render';

// Issue 28 item 15: printouts and documents write the portal's one format.
describe('the days and times of medical documents (printouts, CDA)', () => {
  it("are DD-MM-RRRR and DD-MM-RRRR HH:MM on the clinic's clock", () => {
    const at = new Date('2026-07-14T22:15:00Z'); // 00:15 on 15 July in Warsaw (summer)
    expect(clinicDay(at)).toBe('15-07-2026');
    expect(clinicDateTime(at)).toBe('15-07-2026 00:15');
  });
});
