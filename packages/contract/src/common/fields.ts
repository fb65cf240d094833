import './zod-locale.js';
import { z } from 'zod';

/** Mainland China mobile number. */
export const PHONE_RE = /^1[3-9]\d{9}$/;
export const zPhone = z.string().trim().regex(PHONE_RE, '请输入正确的手机号');
export const zSmsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '验证码为6位数字');

/** A number written in decimal digits: an optional minus, digits, an optional decimal part. */
const DECIMAL_RE = /^-?\d+(?:\.\d+)?$/;

/** A string of decimal digits (trimmed) as its number; any other value as it came. */
function decimalStringToNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return DECIMAL_RE.test(text) ? Number(text) : value;
}

/**
 * A numeric payload field: a number, or a string of decimal digits (query strings, form and multipart
 * values) read as one; `inner` then decides (integer, sign, range). Nothing else is converted, unlike
 * `z.coerce.number()`, which takes `true` as 1, `[5]` as 5 and `null`, `''` or `[]` as 0: here they reach
 * `inner` as they are and it refuses them (a 407 naming the field). Blank optional filters are dropped
 * before this by `zOptionalPayload`; an absent field still takes a `.default()` set on the result.
 */
export function numeric<I extends z.ZodNumber>(inner: I) {
  return z.preprocess<unknown, I, number | string>(decimalStringToNumber, inner);
}

/** Largest id a database `integer` column holds (PostgreSQL's is 32-bit). */
export const MAX_ID = 2_147_483_647;
export const zId = numeric(z.number().int().positive().max(MAX_ID));
/** An empty payload: `{}`, null or absent. */
export const zEmpty = z.union([z.object({}).loose(), z.null(), z.undefined()]).optional();

/**
 * A payload object that may be absent or null: then it is `{}` and the schema's defaults apply.
 * Fields sent blank (`""` or `null`, as form-bound clients do for an empty filter) count as absent.
 */
export function zOptionalPayload<S extends z.ZodType>(schema: S) {
  const withoutBlanks = (v: unknown) => {
    if (v === null || v === undefined) return {};
    if (typeof v !== 'object' || Array.isArray(v)) return v;
    return Object.fromEntries(Object.entries(v).filter(([, field]) => field !== '' && field !== null));
  };
  // preprocess types its input as unknown; the payload a caller may send is the schema's input or nothing.
  return z.preprocess(withoutBlanks, schema) as unknown as z.ZodType<z.output<S>, z.input<S> | null | undefined>;
}

/** A price in yuan: positive, at most `max`, at most two decimals (the server keeps fen). */
export const zMoney = (what: string, max: number) =>
  z
    .number({ error: `${what}须为数字` })
    .positive(`${what}须大于0`)
    .max(max, `${what}过大`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${what}最多两位小数`);

/**
 * A path of this site to come back to (`returnTo`): starts with one `/`, never `//` or a backslash
 * (those leave the site), no spaces or control characters.
 */
export const zSitePath = z
  .string()
  .trim()
  .max(300, '返回地址过长')
  .regex(/^\/(?![/\\])[^\s\\]*$/, '返回地址须为本站路径');
