import { randomBytes, randomInt } from 'node:crypto';
import type { TSmsCodeScene } from '@mall/contract';
import { appError } from '../../lib/app-error.js';
import { takeSlot } from '../../lib/counter-store.js';
import { sha256 } from '../../lib/password.js';
import type { TSmsMessage } from '../../lib/sms.js';
import { SmsSendError } from '../../lib/sms-providers.js';
import type { TDeps } from '../../plugins/deps.js';
import { existsUser } from './account.repository.js';
import * as repo from './sms-code.repository.js';

/** DESIGN.md §2: 60 s cooldown per phone, a code lives 5 minutes and allows 5 tries. */
export const SMS_COOLDOWN_MS = 60_000;
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_MAX_ATTEMPTS = 5;
/**
 * Paid messages and who may spend them (DESIGN-OPERATE §G). Every window is a shared counter, so the
 * limits hold across instances.
 * - Per address: `SMS_PER_IP_HOURLY` an hour (a setting; the browser journeys send many from one
 *   address), so nobody floods strangers or the bill from one place.
 * - Per (phone, scene, address): 3 a day. A buyer who lost two texts still gets a third from the
 *   same network; a stranger's address gets no more than that, far below the phone's own cap.
 * - Per phone: 10 a day, across scenes and addresses, so a phone is never spammed; it takes four
 *   addresses, not one, to use it up.
 * A request refused by a per-phone limit gives its (phone, scene, address) slot back, and that slot
 * is taken before the phone's cooldown starts: an address that used up its 3 can no longer keep the
 * phone's 60 s cooldown running to lock the owner out.
 */
const SMS_IP_WINDOW_MS = 3600_000;
const DAY_MS = 24 * 3600_000;
export const SMS_PER_PHONE_SCENE_IP_DAILY = { max: 3, windowMs: DAY_MS };
export const SMS_PER_PHONE_DAILY = { max: 10, windowMs: DAY_MS };

const codeHash = (phone: string, scene: string, code: string) => sha256(`${phone}:${scene}:${code}`);

/**
 * Whether the phone's owner gets a usable code: a registration code only while the phone has no
 * account; a 商家入驻 code (`apply`: a company's contact phone, DESIGN-OPERATE §B) always, since
 * it says nothing about accounts; every other scene (reset, account deletion) only while it has one.
 */
const isDeliverable = (scene: TSmsCodeScene, registered: boolean) =>
  scene === 'register' ? !registered : scene === 'apply' || registered;

/** The phone's cooldown, then its daily cap; a refusal gives the caller's (phone, scene, address) slot back. */
async function takePhoneSlots(deps: TDeps, phone: string, pairKey: string): Promise<void> {
  try {
    // The counter is shared by all instances, so two racing requests cannot both pass.
    if ((await deps.counters.hit(`sms:${phone}`, SMS_COOLDOWN_MS)) > 1) throw appError('SMS_COOLDOWN');
    const { max, windowMs } = SMS_PER_PHONE_DAILY;
    await takeSlot(deps.counters, `sms:daily:${phone}`, max, windowMs, 'SMS_DAILY_LIMIT');
  } catch (err) {
    await deps.counters.release(pairKey).catch(() => {});
    throw err;
  }
}

/**
 * The texts of a request: the code to a phone that may use it, the notice to a registered phone
 * registering again, nothing to an unknown phone resetting or deleting (see `sendSmsCode`).
 */
function textFor(scene: TSmsCodeScene, phone: string, code: string, deliver: boolean): TSmsMessage | null {
  if (deliver) {
    return {
      phone,
      scene,
      code,
      text: `【智联商城】您的验证码为${code}，5分钟内有效。如非本人操作，请忽略本短信。`,
    };
  }
  if (scene !== 'register') return null;
  return {
    phone,
    scene,
    code: '',
    text: '【智联商城】该手机号已注册智联商城账号，可直接登录；如忘记密码，请在登录页使用“找回密码”。如非本人操作，请忽略本短信。',
  };
}

/**
 * Sends the text; when the provider fails, every slot this request took (address, pair, the
 * phone's cooldown and daily count) is given back, so nothing is spent on a message that never
 * left and the buyer may ask again at once. The provider's error is logged where the provider is
 * built (app.ts: smsProviderFrom with the app's logger); the buyer reads SMS_SEND_FAILED.
 */
async function sendOrGiveBack(deps: TDeps, message: TSmsMessage, slots: readonly string[]): Promise<void> {
  try {
    await deps.sms.send(message);
  } catch (err) {
    await Promise.all(slots.map((key) => deps.counters.release(key).catch(() => {})));
    throw err instanceof SmsSendError ? appError('SMS_SEND_FAILED') : err;
  }
}

export async function sendSmsCode(
  deps: TDeps,
  phone: string,
  scene: TSmsCodeScene,
  ip: string,
): Promise<{ cooldownSeconds: number }> {
  const perIp = deps.config.SMS_PER_IP_HOURLY;
  const ipKey = `sms:ip:${ip}`;
  await takeSlot(deps.counters, ipKey, perIp, SMS_IP_WINDOW_MS, 'SMS_IP_THROTTLED');
  const pairKey = `sms:daily:${scene}:${phone}:${ip}`;
  const pair = SMS_PER_PHONE_SCENE_IP_DAILY;
  await takeSlot(deps.counters, pairKey, pair.max, pair.windowMs, 'SMS_PHONE_IP_DAILY_LIMIT');
  await takePhoneSlots(deps, phone, pairKey);
  // The answer, and every answer to the code's tries after it, is the same whether or not the phone
  // has an account (no enumeration, DESIGN.md §6): only the phone's owner learns it, from the text
  // itself. A code row is stored either way; when the owner must not get a code (a registered
  // phone registering, an unknown phone resetting) its hash is of nothing anyone was sent, so its
  // tries run out exactly like a real code's. A registered phone gets a notice instead of a
  // registration code; an unknown phone gets no text at all.
  const registered = await existsUser(deps.db, 'phone', phone);
  const deliver = isDeliverable(scene, registered);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const message = textFor(scene, phone, code, deliver);
  // The row is stored once the text has left: a failed send leaves no code behind. (A provider that
  // is down answers SMS_SEND_FAILED only where a text was due; a registration answers the same for
  // every phone, since each gets a text.)
  if (message) await sendOrGiveBack(deps, message, [ipKey, pairKey, `sms:${phone}`, `sms:daily:${phone}`]);
  const now = Date.now();
  await repo.insertSmsCode(deps.db, {
    phone,
    scene,
    code_hash: deliver ? codeHash(phone, scene, code) : sha256(randomBytes(32).toString('hex')),
    created_at: now,
    expires_at: now + SMS_CODE_TTL_MS,
  });
  return { cooldownSeconds: SMS_COOLDOWN_MS / 1000 };
}

/**
 * Checks a code, counting the try, and answers its id. With `consume` the code is used up, so it
 * works once: reset consumes it, the find-password step that only checks it does not, and
 * registration uses it up later with `useUpSmsCode` once the account's own checks have passed.
 */
export async function checkSmsCode(
  deps: TDeps,
  input: { phone: string; scene: TSmsCodeScene; code: string; consume: boolean },
): Promise<number> {
  const now = Date.now();
  const row = await repo.findLatestLiveCode(deps.db, input.phone, input.scene, now);
  if (!row) throw appError('SMS_CODE_INVALID');
  if (!(await repo.countAttempt(deps.db, row.id, SMS_MAX_ATTEMPTS))) {
    throw appError('SMS_CODE_TRIES_EXHAUSTED');
  }
  if (row.code_hash !== codeHash(input.phone, input.scene, input.code)) throw appError('SMS_CODE_INVALID');
  if (input.consume) await useUpSmsCode(deps, row.id, now);
  return row.id;
}

/** Uses up a checked code; a code used meanwhile (a racing request) refuses. */
export async function useUpSmsCode(deps: TDeps, codeId: number, now = Date.now()): Promise<void> {
  if (!(await repo.consumeCode(deps.db, codeId, now))) throw appError('SMS_CODE_USED');
}
