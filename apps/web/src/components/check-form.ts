import type { FormInstance } from 'antd';
import type { z } from 'zod';

type TIssue = { path: readonly PropertyKey[]; message: string };
type TFieldName = string | (string | number)[];

/** Schema issues as antd field errors: one message per field (the first), in the order they came. */
export function fieldErrors<N extends TFieldName>(
  issues: readonly TIssue[],
  fieldOf: (path: readonly PropertyKey[]) => N,
) {
  const byField = new Map<string, { name: N; errors: string[] }>();
  for (const issue of issues) {
    const name = fieldOf(issue.path);
    const key = JSON.stringify(name);
    if (!byField.has(key)) byField.set(key, { name, errors: [issue.message] });
  }
  return [...byField.values()];
}

/**
 * Puts schema issues on the form's fields (`fieldOf` maps a schema path to the form's field), one
 * message per field: the one way a form shows what the contract refuses.
 */
export function showIssues<T>(
  form: FormInstance<T>,
  issues: readonly TIssue[],
  fieldOf: (path: readonly PropertyKey[]) => TFieldName,
) {
  const fields = fieldErrors(issues, fieldOf);
  form.setFields(fields as Parameters<typeof form.setFields>[0]);
  return fields;
}

/**
 * Checks a form before it is sent: its own rules first, then the payload it makes against the
 * contract's schema, exactly as the server will, each issue shown on its field (`fieldOf` maps a
 * schema path to the form's field). Either way the page scrolls to the first wrong field. Answers the
 * payload, or null when something is wrong.
 */
export async function checkFormPayload<T, P>(
  form: FormInstance<T>,
  payloadOf: (values: T) => P,
  schema: z.ZodType,
  fieldOf: (path: readonly PropertyKey[]) => TFieldName,
): Promise<P | null> {
  try {
    await form.validateFields();
  } catch (error) {
    const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
    return null;
  }
  const payload = payloadOf(form.getFieldsValue(true) as T);
  const parsed = schema.safeParse(payload);
  if (parsed.success) return payload;
  const fields = showIssues(form, parsed.error.issues, fieldOf);
  if (fields[0]) form.scrollToField(fields[0].name, { block: 'center' });
  return null;
}

/**
 * The field a server's 407 names (`参数解析失败：data.products.0 商品已下架` → path `['products', 0]`, text
 * `商品已下架`), or null for any other message. The server checks what the form cannot (ownership, the
 * catalogue now), so its refusal can still land on a field.
 */
export function refusedField(message: string): { path: (string | number)[]; text: string } | null {
  const match = /^参数解析失败：data\.([\w.]+)\s+(.+)$/.exec(message);
  if (!match) return null;
  const path = (match[1] as string).split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  return { path, text: match[2] as string };
}
