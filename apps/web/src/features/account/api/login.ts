import { LOGIN_USER_TYPE, type TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { request } from '../../../lib/request';

export type TLoginInput = Omit<TCallRequest<typeof CALLS.account.login>, 'userType'>;

/** Password login (`/login`); spec §5: the form carries a fixed userType of 2. The answer is the token. */
export function login({ username, password }: TLoginInput) {
  return request(CALLS.account.login, { username: username.trim(), password, userType: LOGIN_USER_TYPE });
}
