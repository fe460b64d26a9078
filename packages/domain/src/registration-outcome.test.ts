import { describe, expect, it } from 'vitest';
import { decideRegistration, type KnownRecord } from './registration-outcome';

const record = (id: number, accountId: number | null, ownerStatus: KnownRecord['ownerStatus'] = accountId == null ? null : 'ACTIVE'): KnownRecord => ({
  id,
  accountId,
  ownerStatus,
});

describe('decideRegistration', () => {
  it('registers a new person, REQUESTED when documents came with it', () => {
    expect(decideRegistration([], 'PATIENT', false)).toEqual({ kind: 'NEW', result: 'REGISTERED' });
    expect(decideRegistration([], 'PATIENT', true)).toEqual({ kind: 'NEW', result: 'REQUESTED' });
  });

  it('answers ALREADY_EXIST when a live account owns a record of the person, blocked or not', () => {
    expect(decideRegistration([record(1, null), record(2, 7)], 'PATIENT', false)).toEqual({ kind: 'ALREADY_EXIST' });
    expect(decideRegistration([record(2, 7, 'BLOCKED')], 'PATIENT', false)).toEqual({ kind: 'ALREADY_EXIST' });
  });

  it('restores the deleted account of the newest record it owned', () => {
    expect(decideRegistration([record(1, 5, 'DELETED'), record(2, 6, 'DELETED'), record(3, null)], 'PATIENT', false)).toEqual({
      kind: 'REVERT',
      recordId: 2,
      accountId: 6,
    });
  });

  it('claims the clinic’s record without an account', () => {
    expect(decideRegistration([record(4, null)], 'PATIENT', true)).toEqual({ kind: 'CLAIM', recordId: 4 });
  });

  it('links a guardian to the oldest known record (pending) or to a new one, and refuses files onto a known record', () => {
    expect(decideRegistration([record(4, 9), record(5, null)], 'WARD', false)).toEqual({ kind: 'LINK', role: 'WARD', existingId: 4 });
    expect(decideRegistration([], 'CHILD', true)).toEqual({ kind: 'LINK', role: 'CHILD', existingId: null });
    expect(decideRegistration([record(4, null)], 'CHILD', true)).toEqual({ kind: 'FILES_ON_EXISTING_RECORD' });
  });
});
