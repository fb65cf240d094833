import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../stores/session';
import { login } from '../api/login';

/** Spec §5, verbatim. */
export const LOGIN_INVALID_MSG = '请填写正确的用户名或密码';
export const LOGIN_SUCCESS_MSG = '登录成功';

/**
 * The password-login flow shared by the login modal and the /login page (spec §2, §5):
 * both fields must be non-empty (else the message is set and nothing is sent); a second submit
 * while one is in flight is ignored; on success 登录成功, the token is stored and the user loaded;
 * on failure only the busy state resets (the request client already toasted).
 */
export function usePasswordLogin(onSuccess?: () => void) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [msg, setMsg] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const busyRef = useRef(false);

  const submit = async () => {
    if (busyRef.current) return;
    if (!username.trim() || !password) {
      setMsg(LOGIN_INVALID_MSG);
      return;
    }
    setMsg('');
    busyRef.current = true;
    setIsBusy(true);
    try {
      const token = await login({ username, password });
      toast.success(LOGIN_SUCCESS_MSG);
      // A token whose user info fails to load is dropped again (with its own message): stay here.
      if (await useSession.getState().signIn(token)) onSuccess?.();
    } catch {
      // Spec §8: no extra message; the client showed the server's (e.g. 519).
    } finally {
      busyRef.current = false;
      setIsBusy(false);
    }
  };

  return { username, setUsername, password, setPassword, msg, isBusy, submit };
}
