import { FEEDBACK_TYPE_SERVICE } from '@mall/contract/wire';
import { Badge, Button, Drawer } from 'antd';
import { useNavigate } from 'react-router';
import { useAntdPhone } from '../components/use-antd-phone';
import { useChatUnread } from '../features/chat/api/get-chat-unread';
import { CHAT_LIST_PATH } from '../features/chat/chat-path';
import { FeedbackForm, ServiceInfo } from '../features/member';
import { useLoginModal } from '../stores/login-modal';
import { useSession } from '../stores/session';
import { AntdScope } from './antd-scope';

/** 在线咨询: the buyer's conversations with shops (客服会话), with their unread count. */
function OnlineChat({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const isLoggedIn = useSession((s) => Boolean(s.token));
  const openLogin = useLoginModal((s) => s.open);
  const unread = useChatUnread();
  const go = () => {
    onClose();
    navigate(CHAT_LIST_PATH);
  };
  return (
    <div className="service-chat" style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 }}>
      <Badge count={unread} size="small" offset={[-4, 2]} data-testid="chat-unread-badge">
        <Button type="primary" ghost onClick={() => (isLoggedIn ? go() : openLogin(go))} data-testid="chat-open">
          在线咨询
        </Button>
      </Badge>
      <span className="service-chat-hint" style={{ color: 'var(--text-3)', fontSize: 13 }}>
        与店铺客服实时沟通商品、订单和售后问题
      </span>
    </div>
  );
}

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
      <OnlineChat onClose={onClose} />
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
