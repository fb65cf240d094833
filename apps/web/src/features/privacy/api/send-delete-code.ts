import { CALLS } from '@mall/contract/wire';
import { request } from '../../../lib/request';

/** Sends the deletion code to the account's own phone (`sendDeleteCode`); answers the cooldown. */
export function sendDeleteCode() {
  return request(CALLS.privacy.sendDeleteCode, {});
}
