import { describe, expect, it } from 'vitest';
import { copyValue } from './fdc-import.copy.js';

describe('COPY text format of an imported value', () => {
  it('writes null as \\N and escapes the characters COPY treats specially', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(12.5)).toBe('12.5');
    expect(copyValue('Cheese, "cheddar"')).toBe('Cheese, "cheddar"');
    expect(copyValue('a\tb\\c\nd\re')).toBe('a\\tb\\\\c\\nd\\re');
    // A literal \N in a name stays text, not a null.
    expect(copyValue('\\N')).toBe('\\\\N');
  });
});
