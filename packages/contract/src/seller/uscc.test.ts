import { describe, expect, it } from 'vitest';
import { isUscc, USCC_ALPHABET, usccCheckCharacter } from './uscc.js';

/** Codes published on real business licences (营业执照), each with its check character. */
const REAL = ['91350100M000100Y43', '91110000802100433B', '91440300708461136T', '9144030071526726XG'];

describe('统一社会信用代码 (GB 32100-2015)', () => {
  it('takes real codes', () => {
    for (const code of REAL) expect(isUscc(code), code).toBe(true);
  });

  it('refuses every other check character of a real code', () => {
    for (const code of REAL) {
      const head = code.slice(0, 17);
      for (const c of USCC_ALPHABET) if (c !== code[17]) expect(isUscc(head + c), head + c).toBe(false);
    }
  });

  it('refuses a changed character, a swap of two, the wrong length and letters outside the alphabet', () => {
    expect(isUscc('91350100M000100Y4')).toBe(false);
    expect(isUscc('91350100M000100Y433')).toBe(false);
    expect(isUscc('91350100M000100Y53')).toBe(false);
    expect(isUscc('19350100M000100Y43')).toBe(false);
    // I, O, S, V and Z are not in the alphabet, whatever the sum says.
    for (const c of 'IOSVZ') expect(isUscc(`91350100${c}000100Y43`), c).toBe(false);
    expect(isUscc('91350100m000100y43')).toBe(false);
    expect(isUscc('')).toBe(false);
  });

  it('computes the check character from the first 17, the sum taken mod 31 (0 stays 0)', () => {
    expect(usccCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(usccCheckCharacter('00000000000000000')).toBe('0');
    expect(usccCheckCharacter('9135010OM000100Y4')).toBeUndefined();
    expect(usccCheckCharacter('short')).toBeUndefined();
  });
});
