import { z } from 'zod';

/** Mainland China mobile number. */
export const PHONE_RE = /^1[3-9]\d{9}$/;
export const zPhone = z.string().trim().regex(PHONE_RE, '请输入正确的手机号');
export const zSmsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '验证码为6位数字');
export const zId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An empty payload: `{}`, null or absent. */
export const zEmpty = z.union([z.object({}).loose(), z.null(), z.undefined()]).optional();

/** A payload object that may be absent or null: then it is `{}` and the schema's defaults apply. */
export function zOptionalPayload<S extends z.ZodType>(schema: S) {
  // preprocess types its input as unknown; the payload a caller may send is the schema's input or nothing.
  return z.preprocess((v) => v ?? {}, schema) as unknown as z.ZodType<z.output<S>, z.input<S> | null | undefined>;
}
