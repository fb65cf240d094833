import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerBytes, isJsonKept, keepJson } from './kept-json.js';

const card = (id: number) => ({
  id,
  title: `智能网关 "Pro" ${id}\n第二行 \\ 反斜杠 \u2028`,
  price: 199.5,
  iot: { protocols: ['Zigbee 3.0', 'Wi-Fi'], needsHub: false },
  isSoldOut: false,
});

describe('answers with kept JSON', () => {
  it('writes the bytes JSON.stringify would, kept cards and others mixed, with and without total', () => {
    const kept = [keepJson(card(1)), keepJson(card(2))];
    const fresh = { ...card(3), compat: { level: 'ok' } };
    for (const answer of [
      { status: 200, msg: '操作成功', data: [kept[0], fresh, kept[1]], total: 30 },
      { status: 200, msg: '操作成功', data: [kept[1]] },
      { status: 200, msg: '含 "data":null 的消息', data: [null, kept[0], 3, 'x', undefined], total: 0 },
    ]) {
      expect(answerBytes(answer).toString()).toBe(JSON.stringify(answer));
    }
  });

  it('writes answers without kept objects as JSON.stringify does', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.option(fc.nat(), { nil: undefined }), (data, total) => {
        const answer = total === undefined ? { status: 200, msg: 'ok', data } : { status: 200, msg: 'ok', data, total };
        expect(answerBytes(answer).equals(Buffer.from(JSON.stringify(answer)))).toBe(true);
      }),
    );
  });

  it('freezes a kept object and everything in it, so its bytes can never go stale', () => {
    const kept = keepJson(card(4));
    expect(isJsonKept(kept)).toBe(true);
    expect(Object.isFrozen(kept) && Object.isFrozen(kept.iot) && Object.isFrozen(kept.iot.protocols)).toBe(true);
    expect(() => {
      (kept as { title: string }).title = '改';
    }).toThrow(TypeError);
    // A copy is a new object: not kept, serialized afresh with what it adds.
    const copy = { ...kept, compat: 1 };
    expect(isJsonKept(copy)).toBe(false);
    expect(answerBytes({ status: 200, msg: '', data: [copy, kept] }).toString()).toBe(
      JSON.stringify({ status: 200, msg: '', data: [copy, kept] }),
    );
  });
});
