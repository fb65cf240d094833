import type { z } from 'zod';

/** The slice of antd's `Rule` this helper produces (a custom validator). */
export interface TZodRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * Turns a contract zod schema into an antd Form rule, so forms validate exactly as the server will.
 * Empty values pass: pair it with `{ required: true, message }` for the Chinese "please fill in" text.
 */
export function zodRule(schema: z.ZodType): TZodRule {
  return {
    validator: async (_rule, value) => {
      if (value === undefined || value === null || value === '') return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
    },
  };
}
