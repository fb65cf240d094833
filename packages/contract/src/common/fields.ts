import './zod-locale.js';
import { z } from 'zod';

/**
 * An e-mail address as the API document states it: the common shape (no quoted or IP forms), a part
 * of what `z.email()` takes, as JSON Schema pattern text.
 */
export const EMAIL_PATTERN =
  '[A-Za-z0-9_+-]{1,30}(?:\\.[A-Za-z0-9_+-]{1,30})?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,18}[A-Za-z0-9])?\\.){1,3}[A-Za-z]{2,10}';

/** Mainland China mobile number. */
export const PHONE_RE = /^1[3-9]\d{9}$/;
export const zPhone = z.string().trim().regex(PHONE_RE, '请输入正确的手机号');
export const zSmsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '验证码为6位数字');

/** Largest id a database `integer` column holds (PostgreSQL's is 32-bit). */
export const MAX_ID = 2_147_483_647;
export const zId = z.number().int().positive().max(MAX_ID);
/** An empty payload: `{}`, null or absent. */
export const zEmpty = z.union([z.object({}).loose(), z.null()]).optional();

/**
 * The API document's mark on a payload whose optional fields may also come blank (`""` or `null`,
 * as form-bound clients send an empty filter): the document widens each such field to say so.
 */
export const BLANK_IS_ABSENT = 'x-blank-is-absent';

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
  return z.preprocess(withoutBlanks, schema).meta({ [BLANK_IS_ABSENT]: true }) as unknown as z.ZodType<
    z.output<S>,
    z.input<S> | null | undefined
  >;
}

/**
 * The API document's mark on a `YYYY-MM-DD` field the server takes only within a window of China
 * calendar days from today (`[fromDays, toDays]`): the document, built for the day, lists those dates.
 */
export const DATE_WINDOW = 'x-date-window';

/** A JSON Schema fragment, as the API document states a rule. */
export type TJsonRule = Record<string, unknown>;

/**
 * A rule across fields that a refinement of `schema` checks, stated for the API document as JSON
 * Schema (`z.toJSONSchema` copies metadata into the node, so the document says what the server
 * refuses). The refinement stays the check; the statement must say the same thing.
 */
export function documentRule<S extends z.ZodType>(schema: S, rule: TJsonRule): S {
  return schema.meta({ allOf: [rule] }) as S;
}

/**
 * JSON Schema pattern text for a trimmed string's lengths as the server counts them: spaces around,
 * then the text from its first to its last non-space within [min, max].
 */
export function trimmedLengthPattern(min: number, max?: number): string {
  const middle = (from: number) => `[\\s\\S]{${from},${max === undefined ? '' : Math.max(max - 2, from)}}`;
  const text = max === 1 ? '\\S' : min <= 1 ? `\\S(?:${middle(0)}\\S)?` : `\\S${middle(min - 2)}\\S`;
  return `^\\s*${min === 0 ? `(?:${text})?` : text}\\s*$`;
}

/** No field of `fields` present (a JSON Schema fragment). */
export const noneOf = (fields: readonly string[]): TJsonRule => ({
  not: { anyOf: fields.map((field) => ({ required: [field] })) },
});

/** Whether a number of yuan is whole fen (at most two decimals, within float error). */
export const isWholeFen = (v: number) =>
  Math.abs(Math.round(v * 100) - v * 100) < 1e-6 &&
  // A tiny non-zero amount (5e-324) is within the tolerance yet rounds to 0 fen: not a whole fen.
  (v === 0 || Math.round(v * 100) !== 0);

/**
 * Yuan in whole fen: `amount` refined to at most two decimals, which the API document states as
 * `multipleOf: 0.01`.
 */
export function zFen(amount: z.ZodNumber, message = '最多两位小数') {
  return amount.refine(isWholeFen, message).meta({ multipleOf: 0.01 });
}

/** A price in yuan: positive, at most `max`, at most two decimals (the server keeps fen). */
export const zMoney = (what: string, max: number) =>
  zFen(
    z
      .number({ error: `${what}须为数字` })
      .positive(`${what}须大于0`)
      .max(max, `${what}过大`),
    `${what}最多两位小数`,
  );

/**
 * A path of this site to come back to (`returnTo`): starts with one `/`, never `//` or a backslash
 * (those leave the site), no spaces or control characters.
 */
export const zSitePath = z
  .string()
  .trim()
  .max(300, '返回地址过长')
  .regex(/^\/(?![/\\])[^\s\\]*$/, '返回地址须为本站路径');
