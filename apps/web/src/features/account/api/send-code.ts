import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { request } from '../../../lib/request';

export type TSendCodeInput = TCallRequest<typeof CALLS.account.sendCode>;

/** Sends an SMS code for registration or password reset (`/right/user/sendCode.json`). */
export function sendCode(data: TSendCodeInput) {
  return request(CALLS.account.sendCode, data);
}
