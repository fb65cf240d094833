import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, defineCall, res, type TCallResponse } from './call.js';

interface TThing {
  id: number;
  note?: string;
  tags: string[];
}

describe('a call declaring its answer', () => {
  it('keeps its response schema at run time, and none for res<T>()', () => {
    const schema = z.strictObject({ id: z.number(), note: z.string().optional(), tags: z.array(z.string()) });
    const call = defineCall({
      path: '/x.json',
      request: z.object({}),
      response: answer<TThing>()(schema),
      paged: true,
      title: 'x',
    });
    expect(call.responseSchema).toBe(schema);
    expect(call.paged).toBe(true);
    const typeOnly = defineCall({ path: '/y.json', request: z.object({}), response: res<TThing>(), title: 'y' });
    expect(typeOnly.responseSchema).toBeUndefined();
    // The type of `data` is the declared one either way.
    const same: TCallResponse<typeof call> = { id: 1, tags: [] };
    const alike: TCallResponse<typeof typeOnly> = same;
    expect(alike.id).toBe(1);
  });

  it('does not compile when the schema and its type drift apart', () => {
    const tags = z.array(z.string());
    const note = z.string().optional();
    const ok = answer<TThing>()(z.object({ id: z.number(), note, tags }));
    const otherType = z.object({ id: z.string(), note, tags });
    const noOptional = z.object({ id: z.number(), tags });
    const extraField = z.object({ id: z.number(), note, tags, x: z.number() });
    const optionalId = z.object({ id: z.number().optional(), note, tags });
    // @ts-expect-error a field of another type
    const wrongType = answer<TThing>()(otherType);
    // @ts-expect-error an optional field left out
    const missingOptional = answer<TThing>()(noOptional);
    // @ts-expect-error a field the type does not have
    const extra = answer<TThing>()(extraField);
    // @ts-expect-error optional in the schema, required in the type
    const optional = answer<TThing>()(optionalId);
    expect([ok, wrongType, missingOptional, extra, optional].every((a) => a.schema)).toBe(true);
  });
});
