import { describe, expect, it } from 'vitest';
import { isAwsDateTime } from './aws-date-time';

describe('isAwsDateTime', () => {
  it.each([
    '2025-03-10T12:00:00.000Z',
    '2025-03-10T12:00Z',
    '2025-03-10T12:00:59.123456789Z',
    '2024-02-29T23:59:59-03:00',
    '2025-03-10T12:00:00+05:30:15',
  ])('accepts %s', (value) => expect(isAwsDateTime(value)).toBe(true));

  it.each([
    '2025-03-10T12:00:00', // no offset
    '2025-03-10',
    '2025-02-29T10:00:00Z', // not a leap year
    '2025-04-31T10:00:00Z',
    '2025-03-10T24:00:00Z',
    '2025-03-10T12:60:00Z',
    '2025-03-10 12:00:00Z',
    '2025-03-10T12:00:00+0300',
    '',
  ])('refuses %s', (value) => expect(isAwsDateTime(value)).toBe(false));
});
