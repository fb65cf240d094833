/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from 0–9 and the capitals without I, O, S, V, Z.
 * Position 1 is the registering authority, 2 the kind of entity, 3–8 the region code, 9–17 the
 * organisation code, and 18 a check character: 31 − (Σ value × weight mod 31), mod 31, as a
 * character of the same alphabet. Used by the seller application (入驻) form and the server alike.
 */
export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** The shape alone: 18 characters of the alphabet (a pattern the API document states). */
export const USCC_PATTERN = '^[0-9A-HJ-NPQRTUWXY]{2}[0-9]{6}[0-9A-HJ-NPQRTUWXY]{10}$';
const USCC_SHAPE = new RegExp(USCC_PATTERN);

/** The check character of the first 17 characters, or undefined when one is outside the alphabet. */
export function usccCheckCharacter(first17: string): string | undefined {
  if (first17.length !== 17) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = USCC_ALPHABET.indexOf(first17.charAt(i));
    if (value < 0) return undefined;
    sum += value * (USCC_WEIGHTS[i] ?? 0);
  }
  return USCC_ALPHABET.charAt((31 - (sum % 31)) % 31);
}

/** Whether the text is a 统一社会信用代码 whose check character is right (capitals; trim and upcase first). */
export function isUscc(code: string): boolean {
  return USCC_SHAPE.test(code) && usccCheckCharacter(code.slice(0, 17)) === code.charAt(17);
}
