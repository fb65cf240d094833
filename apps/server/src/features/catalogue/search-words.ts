/**
 * Chinese word segmentation of search queries (`@node-rs/jieba`): 「米家网关」 is the words 米家 and 网关,
 * each looked for on its own, so a product titled 「… 多模网关」 of the 米家 ecosystem is found though
 * the query's run of characters appears nowhere. Only queries are segmented; the index stays bigrams,
 * which find any word inside a product's text.
 *
 * The dictionary costs ~0.4 s and ~40 MB to load, so it is loaded once per process and only when
 * a query first needs it (a run of three or more Han characters): the many apps the tests build in one
 * process share it, and a process that is never searched that way never loads it.
 */

import fs from 'node:fs';
import { createRequire } from 'node:module';
import { IOT_CERTIFICATIONS, IOT_ECOSYSTEMS, IOT_POWER, IOT_PROTOCOLS } from '@mall/contract';

interface TSegmenter {
  cut(sentence: string, hmm?: boolean): string[];
}

/**
 * Words of the mall's trade the general dictionary lacks or cuts wrongly (「智能网关」 came out as
 * 智能网 + 关): the facet values and the kinds of product the mall sells. Given a high weight so they win.
 */
const MALL_WORDS = [
  ...[...IOT_PROTOCOLS, ...IOT_ECOSYSTEMS, ...IOT_POWER, ...IOT_CERTIFICATIONS].filter((w) =>
    /\p{Script=Han}/u.test(w),
  ),
  ...['网关', '中枢', '多模', '中控屏', '门锁', '指纹锁', '猫眼', '门铃', '传感器', '温湿度', '人体', '门窗', '水浸'],
  ...['烟雾', '燃气', '摄像头', '灯泡', '灯带', '吸顶灯', '筒灯', '射灯', '台灯', '插座', '开关', '零火', '单火'],
  ...['窗帘', '电机', '音箱', '扫地机', '晾衣架', '净化器', '新风', '空调伴侣', '遥控器', '中继', '边缘计算'],
];

/** Words that carry no meaning of their own in a query (「带屏的音箱」 is 带屏 and 音箱). */
const STOP_WORDS = new Set(['的', '了', '和', '与', '及', '或', '之', '在', '是', '有']);

let loaded: TSegmenter | undefined;

function segmenter(): TSegmenter {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const { Jieba } = require('@node-rs/jieba') as {
      Jieba: { withDict(dict: Uint8Array): TSegmenter & { loadDict(d: Uint8Array): void } };
    };
    // The dictionary file itself, not `@node-rs/jieba/dict.js`: that module keeps the dictionary and the
    // IDF table (11 MB) in the module cache for good, while jieba needs the bytes only to load.
    const jieba = Jieba.withDict(fs.readFileSync(require.resolve('@node-rs/jieba/dict.txt')));
    jieba.loadDict(Buffer.from(MALL_WORDS.map((w) => `${w} 200000 n`).join('\n')));
    loaded = jieba;
  }
  return loaded;
}

/** Whether the segmenter has been loaded in this process (tests and the startup warm-up ask). */
export function isSegmenterLoaded(): boolean {
  return loaded !== undefined;
}

/** Loads the dictionary now (a server does so before it listens, so no request waits for it). */
export function warmSegmenter(): void {
  segmenter();
}

/**
 * The words of one token of a query (a run of Han characters, or of Latin letters or digits): a run of
 * up to two characters is one word; a longer Han run is cut by the dictionary (with its HMM for words
 * it lacks), stop words dropped unless nothing else is left.
 */
export function wordsOf(token: string): string[] {
  if (Array.from(token).length <= 2 || !/\p{Script=Han}/u.test(token)) return [token];
  const words = segmenter()
    .cut(token, true)
    .map((w) => w.trim())
    .filter((w) => w !== '');
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length > 0 ? meaningful : [token];
}
