import { describe, expect, it } from 'vitest';
import { linkedContactOf } from './registration-page';

const on = { phoneConfirmationEnabled: true };
const q = (s: string) => new URLSearchParams(s);

describe('the contact a link brings to the ward and child pages (phoneNumber, isEmailAddress)', () => {
  it('isEmailAddress=false with a phone: the person is reached by SMS', () => {
    expect(linkedContactOf('WARD', q('phoneNumber=%2B48501234567&isEmailAddress=false'), on)).toEqual({ phone: '+48501234567', channel: 'SMS' });
    expect(linkedContactOf('CHILD', q('phoneNumber=48501234567&isEmailAddress=false'), on)).toEqual({ phone: '48501234567', channel: 'SMS' });
  });

  it('isEmailAddress=true, or absent: by e-mail', () => {
    expect(linkedContactOf('WARD', q('phoneNumber=48501234567&isEmailAddress=true'), on).channel).toBe('EMAIL');
    expect(linkedContactOf('CHILD', q('phoneNumber=48501234567'), on).channel).toBe('EMAIL');
  });

  it('no SMS without a phone, or with phone confirmation off (the channel is then e-mail)', () => {
    expect(linkedContactOf('WARD', q('isEmailAddress=false'), on)).toEqual({ phone: null, channel: 'EMAIL' });
    expect(linkedContactOf('WARD', q('phoneNumber=48501234567&isEmailAddress=false'), { phoneConfirmationEnabled: false }).channel).toBe('EMAIL');
  });

  it('the page for me takes the phone only', () => {
    expect(linkedContactOf('PATIENT', q('phoneNumber=48501234567&isEmailAddress=false'), on)).toEqual({ phone: '48501234567', channel: 'EMAIL' });
  });
});
