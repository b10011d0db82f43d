import { describe, expect, it } from 'vitest';
import { toServerDate } from '../../src/lib/dates';
import { isContactPhone, isContentUrl, isEmail, isFloat, isHexColor, isHour, isPhone, isServerDate, isUrl } from '../../src/lib/validation';

describe('shared formats (spec console §5)', () => {
  it('e-mail: standard format, empty allowed', () => {
    expect(['', 'a@b.it', 'first.last+tag@borgo.test'].every(isEmail)).toBe(true);
    expect(['a@b', 'a b@c.de', '@b.it', 'a@.it'].some(isEmail)).toBe(false);
  });
  it('URL: optional scheme, host or IP, optional port and path; content URLs need http(s)', () => {
    expect(['borgo.test', 'https://borgo.test/a?b=1', 'http://127.0.0.1:8080/x', 'localhost:3000'].every(isUrl)).toBe(true);
    expect(['', 'http://', 'not a url', 'ftp//x'].some(isUrl)).toBe(false);
    expect(isContentUrl('https://borgo.test')).toBe(true);
    expect(isContentUrl('borgo.test')).toBe(false);
  });
  it('contact phone: optional +, then at least 3 digits', () => {
    expect(['112', '+3902', '1'.repeat(255)].every(isContactPhone)).toBe(true);
    expect(['12', '+12', '12a4', '1'.repeat(256)].some(isContactPhone)).toBe(false);
  });
  it('phone: optional +, then 10 to 13 digits', () => {
    expect(['0212345678', '+390212345678', '1234567890123'].every(isPhone)).toBe(true);
    expect(['123456789', '12345678901234', '+39 02 1234'].some(isPhone)).toBe(false);
  });
  it('hex colour: # and 3 or 6 hex digits', () => {
    expect(['#fff', '#2BCFD1', '#abc123'].every(isHexColor)).toBe(true);
    expect(['fff', '#ffff', '#ggg', '#12345'].some(isHexColor)).toBe(false);
  });
  it('hour: HH:MM or HH.MM, 0 to 24, 24 only with 00', () => {
    expect(['0:00', '09:30', '23.59', '24:00', '24.00'].every(isHour)).toBe(true);
    expect(['24:01', '25:00', '12:60', '1230', '12:5'].some(isHour)).toBe(false);
  });
  it('float: non-negative decimal, or signed where allowed', () => {
    expect(['0', '12', '3.14'].every((v) => isFloat(v))).toBe(true);
    expect(['-1', '1.', '.5', 'a'].some((v) => isFloat(v))).toBe(false);
    expect(['-1.5', '+2'].every((v) => isFloat(v, true))).toBe(true);
  });
  it('dates: YYYY-MM-DD for the server (real dates only), DD/MM/YYYY for display', () => {
    expect(isServerDate('2026-02-28')).toBe(true);
    expect(isServerDate('2024-02-29')).toBe(true);
    expect(['2026-02-30', '2026-13-01', '26-01-01', '2026/01/01'].some(isServerDate)).toBe(false);
    expect(toServerDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
