import { LoginModal } from '../features/account/components/login-modal';
import { AntdScope } from './antd-scope';

/** The global login modal with antd around it: loaded the first time the modal opens. */
export default function LoginModalHost() {
  return (
    <AntdScope>
      <LoginModal />
    </AntdScope>
  );
}
