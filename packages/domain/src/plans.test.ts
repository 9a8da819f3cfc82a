import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  generateReferralCode,
  isReferralCode,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_CODE_MAX_ATTEMPTS,
} from './plans.js';

describe('referral codes', () => {
  it('uses A–Z without I and O plus the digits 2–9, 8 characters, 5 attempts', () => {
    expect(REFERRAL_CODE_ALPHABET).toBe('ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
    expect(REFERRAL_CODE_ALPHABET).toHaveLength(24 + 8);
    expect(new Set(REFERRAL_CODE_ALPHABET).size).toBe(REFERRAL_CODE_ALPHABET.length);
    for (const excluded of ['I', 'O', '0', '1'])
      expect(REFERRAL_CODE_ALPHABET).not.toContain(excluded);
    expect(REFERRAL_CODE_LENGTH).toBe(8);
    expect(REFERRAL_CODE_MAX_ATTEMPTS).toBe(5);
  });

  it('builds a code from the random source, one alphabet index per character', () => {
    const indices = [0, 31, 8, 13, 23, 24, 30, 1];
    let call = 0;
    const bounds: number[] = [];
    const code = generateReferralCode((n) => {
      bounds.push(n);
      return indices[call++] ?? 0;
    });
    expect(code).toBe('A9JPZ28B');
    expect(bounds).toEqual(Array.from({ length: 8 }, () => REFERRAL_CODE_ALPHABET.length));
  });

  it('generates well-formed codes from a crypto source', () => {
    const codes = Array.from({ length: 500 }, () => generateReferralCode(randomInt));
    for (const code of codes) {
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(isReferralCode(code)).toBe(true);
    }
    // 32^8 ≈ 1.1e12 codes: 500 draws colliding would mean a broken source.
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('recognises only 8 characters from the alphabet, case-sensitively', () => {
    expect(isReferralCode('ABCD2345')).toBe(true);
    expect(isReferralCode('ZZZZ9999')).toBe(true);
    for (const bad of [
      '',
      'ABCD234',
      'ABCD23456',
      'abcd2345',
      'ABCD2340',
      'ABCD2341',
      'ABCI2345',
      'ABCO2345',
      'ABCD 345',
      'ABCD-345',
      ' ABCD2345',
      'ABCD2345\n',
    ]) {
      expect(isReferralCode(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
