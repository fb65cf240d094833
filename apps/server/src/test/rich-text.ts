/**
 * What the server's sanitizing tests (plans, news) assert of a stored rich-text body after the XSS
 * corpus (`XSS_CORPUS` of `@mall/contract/testing`) went in: nothing left that could run.
 */
import { expect } from 'vitest';

/** Tags the sanitizer never keeps: each can run script, load a document or restyle the page. */
const RUNNABLE_TAG =
  /<(script|svg|math|iframe|object|embed|style|form|input|button|meta|base|body|video|details|noscript)\b/;

/** No runnable tag, no on* handler, no javascript:/vbscript:/data: URL, no inline style or srcdoc. */
export function expectInert(html: string, label?: string): void {
  const lower = html.toLowerCase();
  expect(lower, label).not.toMatch(RUNNABLE_TAG);
  expect(lower, label).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower, label).not.toMatch(/javascript:|vbscript:|data:/);
  expect(lower, label).not.toMatch(/style=|expression\(|srcdoc/);
}
