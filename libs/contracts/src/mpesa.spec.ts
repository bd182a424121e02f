import { describe, expect, it } from 'vitest';
import { displayMsisdn, kenyanMsisdn, mpesaPaymentSchema, mpesaPushAmount } from './mpesa.js';

describe('Kenyan M-Pesa numbers', () => {
  it.each([
    '0712 345 678',
    '0712345678',
    '+254 712 345 678',
    '254712345678',
    '712345678',
    '+254-712-345-678',
  ])('reads %s as 254712345678', (typed) => {
    expect(kenyanMsisdn(typed)).toBe('254712345678');
  });

  it('reads the newer 01… numbers', () => {
    expect(kenyanMsisdn('0110 123 456')).toBe('254110123456');
  });

  it.each(['+33 6 12 34 56 78', '020 2222 222', '0712', 'not a number', ''])(
    'refuses %s',
    (typed) => {
      expect(kenyanMsisdn(typed)).toBeNull();
    },
  );

  it('reads a number back the way a Kenyan writes it', () => {
    expect(displayMsisdn('254712345678')).toBe('0712 345 678');
  });

  it('answers the form key of its message for a number that is not Kenyan', () => {
    const parsed = mpesaPaymentSchema.safeParse({ group_id: 'g', phone_number: '+33612345678' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('mpesaPhoneInvalid');
  });
});

describe('what one push asks', () => {
  it('asks the whole shillings of a due and leaves the cents due', () => {
    expect(mpesaPushAmount('1000.50')).toBe('1000.00');
    expect(mpesaPushAmount('1500.00')).toBe('1500.00');
  });

  it('asks at most Safaricom’s maximum per payment', () => {
    expect(mpesaPushAmount('300000.00')).toBe('250000.00');
  });

  it('asks nothing when less than a shilling is due', () => {
    expect(mpesaPushAmount('0.99')).toBeNull();
  });
});
