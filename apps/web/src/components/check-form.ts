import { STATUS_DISPLAY } from '@mall/contract/wire';
import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { RequestError } from '../lib/request';

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
 * The field a server's refusal names, from the envelope's `field` (`products.0` → path `['products', 0]`)
 * with the reason the message gives for it (`参数解析失败：data.products.0 商品已下架` → `商品已下架`; a
 * 404 or 409 about a field says only the reason), or null when the refusal names no field. The server
 * checks what the form cannot (ownership, the catalogue now), so its refusal can still land on a field.
 */
export function refusedField(error: unknown): { path: (string | number)[]; text: string } | null {
  if (!(error instanceof RequestError) || !error.field) return null;
  const path = error.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  // The toast's text: the catalogue's words for the status (参数解析失败, 没有找到资源…), then the reason.
  const shown = STATUS_DISPLAY[error.status]?.msg;
  let text = shown && error.message.startsWith(`${shown}：`) ? error.message.slice(shown.length + 1) : error.message;
  if (text.startsWith(`data.${error.field} `)) text = text.slice(`data.${error.field} `.length);
  return { path, text };
}

/**
 * Puts a server's 407 on the form field it names, the one way a form shows what the server refused
 * after it was sent: `fieldOf` maps the path inside `data` to the form's field (null: the form has
 * none), `textOf` may say the reason its own way. Scrolls to the field. Answers the text shown there,
 * or null when the refusal is about no field of the form (the caller then shows the message as is).
 */
export function showRefusal<T>(
  form: FormInstance<T>,
  error: unknown,
  fieldOf: (path: readonly (string | number)[]) => TFieldName | null,
  textOf: (path: readonly (string | number)[], text: string) => string = (_path, text) => text,
): string | null {
  const refused = refusedField(error);
  const name = refused ? fieldOf(refused.path) : null;
  if (!refused || name === null) return null;
  const text = textOf(refused.path, refused.text);
  form.setFields([{ name, errors: [text] }] as Parameters<typeof form.setFields>[0]);
  form.scrollToField(name, { block: 'center' });
  return text;
}
