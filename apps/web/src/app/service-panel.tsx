import { FEEDBACK_TYPE_SERVICE } from '@mall/contract/wire';
import { Button, Drawer } from 'antd';
import { useAntdPhone } from '../components/use-antd-phone';
import { FeedbackForm, ServiceInfo } from '../features/member';
import { useLoginModal } from '../stores/login-modal';
import { useSession } from '../stores/session';
import { AntdScope } from './antd-scope';

function ServiceDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const isPhone = useAntdPhone();
  const isLoggedIn = useSession((s) => Boolean(s.token));
  const openLogin = useLoginModal((s) => s.open);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="联系客服"
      placement={isPhone ? 'bottom' : 'right'}
      size={isPhone ? 'large' : 'default'}
      destroyOnHidden
      data-testid="service-panel"
      rootClassName="service-panel"
    >
      <ServiceInfo />
      {isLoggedIn ? (
        <FeedbackForm fixedType={FEEDBACK_TYPE_SERVICE} compact />
      ) : (
        <div className="service-login" data-testid="service-login">
          <p>登录后可在线留言，客服会尽快回复您</p>
          <Button type="primary" onClick={() => openLogin()}>
            登录后留言
          </Button>
        </div>
      )}
    </Drawer>
  );
}

/**
 * The elevator's 客服 panel (DESIGN.md §2 member corner): the hotline and hours for everyone, the
 * 客服 form for a logged-in buyer. Loaded (with antd) when 客服 is first pressed, never with the
 * first screens.
 */
export default function ServicePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AntdScope>
      <ServiceDrawer open={open} onClose={onClose} />
    </AntdScope>
  );
}
