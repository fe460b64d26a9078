import { describe, expect, it } from 'vitest';
import {
  canStartTeleconsultation,
  communicationMedia,
  DESCRIPTION_MAX,
  defaultMedicalCaseWindow,
  descriptionIssue,
  isCommunicationType,
  mediaOf,
  MEDICAL_CASE_WINDOW,
  teleconsultationStartWindow,
  TELECONSULTATION_START_AFTER_END_MS,
  TELECONSULTATION_START_BEFORE_MS,
  wizardStepsFor,
} from './teleconsultation';

describe('teleconsultation start window', () => {
  const from = '2026-03-10T10:00:00.000Z';
  const to = '2026-03-10T10:15:00.000Z';
  const at = (iso: string, deltaMs: number) => new Date(Date.parse(iso) + deltaMs);

  it('opens 30 minutes before the start and closes 4 hours after the end', () => {
    expect(TELECONSULTATION_START_BEFORE_MS).toBe(1_800_000);
    expect(TELECONSULTATION_START_AFTER_END_MS).toBe(14_400_000);
    const window = teleconsultationStartWindow(from, to);
    expect(window.opensAt).toBe(Date.parse('2026-03-10T09:30:00.000Z'));
    expect(window.closesAt).toBe(Date.parse('2026-03-10T14:15:00.000Z'));
  });

  it('includes both edges and refuses one millisecond outside', () => {
    expect(canStartTeleconsultation(at(from, -TELECONSULTATION_START_BEFORE_MS - 1), from, to)).toBe('TOO_EARLY');
    expect(canStartTeleconsultation(at(from, -TELECONSULTATION_START_BEFORE_MS), from, to)).toBe('OPEN');
    expect(canStartTeleconsultation(new Date(from), from, to)).toBe('OPEN');
    expect(canStartTeleconsultation(at(to, TELECONSULTATION_START_AFTER_END_MS), from, to)).toBe('OPEN');
    expect(canStartTeleconsultation(at(to, TELECONSULTATION_START_AFTER_END_MS + 1), from, to)).toBe('TOO_LATE');
  });

  it('accepts Dates, ISO strings and epoch numbers alike', () => {
    const now = Date.parse(from);
    expect(canStartTeleconsultation(now, new Date(from), Date.parse(to))).toBe('OPEN');
  });
});

describe('communication types', () => {
  it('chat only, chat and audio, everything', () => {
    expect(communicationMedia.C).toEqual({ chat: true, audio: false, video: false });
    expect(communicationMedia.A).toEqual({ chat: true, audio: true, video: false });
    expect(communicationMedia.V).toEqual({ chat: true, audio: true, video: true });
    expect(mediaOf(null)).toEqual({ chat: true, audio: false, video: false });
    expect(isCommunicationType('V')).toBe(true);
    expect(isCommunicationType('X')).toBe(false);
  });

  it('mediaOf gives a copy the caller may toggle', () => {
    const media = mediaOf('V');
    media.video = false;
    expect(communicationMedia.V.video).toBe(true);
  });
});

describe('description and wizard', () => {
  it('allows 2000 characters and not one more', () => {
    expect(descriptionIssue('a'.repeat(DESCRIPTION_MAX))).toBeNull();
    expect(descriptionIssue('a'.repeat(DESCRIPTION_MAX + 1))).toBe('DESCRIPTION_TOO_LONG');
    expect(descriptionIssue(null)).toBeNull();
  });

  it('MODIFY skips to dates and summary; no cases hides the case step', () => {
    expect(wizardStepsFor('MODIFY')).toEqual(['dates', 'summary']);
    expect(wizardStepsFor('NEW')).toEqual(['patients', 'services', 'dates', 'medicalcase', 'description', 'summary']);
    expect(wizardStepsFor('NEW', false)).not.toContain('medicalcase');
  });

  it('the medical case window defaults to a year and reaches 20 years back', () => {
    expect(MEDICAL_CASE_WINDOW.maxYearsBack).toBe(20);
    expect(defaultMedicalCaseWindow('2026-03-10')).toEqual({ after: '2025-03-10', before: '2026-03-10' });
  });
});
