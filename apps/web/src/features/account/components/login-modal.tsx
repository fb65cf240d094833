import { Modal } from 'antd';
import { Link } from 'react-router';
import { useLoginModal } from '../../../stores/login-modal';
import { LoginForm } from './login-form';

/** The global login modal (spec §2), mounted once in the root layout; opened on 528. */
export function LoginModal() {
  const isOpen = useLoginModal((s) => s.isOpen);
  const close = useLoginModal((s) => s.close);
  const succeed = useLoginModal((s) => s.succeed);
  return (
    <Modal
      open={isOpen}
      title="密码登录"
      footer={null}
      width={400}
      onCancel={close}
      destroyOnHidden
      centered
      className="login-modal"
    >
      <div data-testid="login-modal" className="login-modal-body">
        <LoginForm onSuccess={succeed} msgTestId="login-modal-msg" autoFocus />
        <div className="login-modal-links">
          <Link to="/register" onClick={close}>
            免费注册
          </Link>
          <Link to="/findPwd" onClick={close}>
            忘记密码？
          </Link>
        </div>
      </div>
    </Modal>
  );
}
