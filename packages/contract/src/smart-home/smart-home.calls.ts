import { z } from 'zod';
import type { TSmartHome } from '../catalogue/compat.rules.js';
import { IOT_ECOSYSTEMS, IOT_PROTOCOLS } from '../catalogue/iot.js';
import { answer, defineCall } from '../common/call.js';
import { zEmpty } from '../common/fields.js';

/** Each value at most once; the server stores them as bit masks (catalogue/iot.ts). */
function zSet<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .array(z.enum(values, { error: message }))
    .max(values.length)
    .refine((xs) => new Set(xs).size === xs.length, '不能重复选择同一项');
}

/** The home as the buyer sets it (DESIGN.md §H). */
export const ZSmartHome = z.strictObject({
  ecosystems: zSet(IOT_ECOSYSTEMS, '生态平台不在可选范围内'),
  hubProtocols: zSet(IOT_PROTOCOLS, '网关协议不在可选范围内'),
});

/** The home as the server answers it: values in list order; both empty when none is set. */
export const ZSmartHomeAnswer = z.strictObject({
  ecosystems: z.array(z.enum(IOT_ECOSYSTEMS)),
  hubProtocols: z.array(z.enum(IOT_PROTOCOLS)),
  /** Epoch ms of the last change (set, or a received gateway joining); 0 when never set. */
  updatedAt: z.number().int(),
});

export interface TSmartHomeAnswer {
  ecosystems: TSmartHome['ecosystems'];
  hubProtocols: TSmartHome['hubProtocols'];
  /** Epoch ms of the last change; 0 when never set. */
  updatedAt: number;
}

export const smartHomeCalls = {
  /** The caller's home (我的家). */
  get: defineCall({
    path: '/user/home/get.json',
    request: zEmpty,
    auth: 'user',
    response: answer<TSmartHomeAnswer>()(ZSmartHomeAnswer),
    title: '我的家',
  }),
  /** Replaces the caller's home; both lists empty removes it (answers become those of a visitor). */
  set: defineCall({
    path: '/user/home/set.json',
    request: ZSmartHome,
    auth: 'user',
    response: answer<TSmartHomeAnswer>()(ZSmartHomeAnswer),
    title: '设置我的家',
  }),
};
