import { FEEDBACK_TYPE_SERVICE, MEMBER_TAB_TEXT, MEMBER_TABS, type TMemberTab } from '@mall/contract/wire';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { InvoiceTitlesPanel } from '../../../features/invoice/components/invoice-titles-panel';
import { FavoriteList, FeedbackForm, FootprintList, ServiceInfo } from '../../../features/member';
import { MessageList } from '../../../features/message';
import { PrivacyPanel } from '../../../features/privacy';

const PANELS: Record<TMemberTab, () => ReactNode> = {
  favorite: () => <FavoriteList />,
  footprint: () => <FootprintList />,
  message: () => <MessageList />,
  feedback: () => <FeedbackForm />,
  service: () => (
    <>
      <ServiceInfo />
      <FeedbackForm fixedType={FEEDBACK_TYPE_SERVICE} />
    </>
  ),
  invoice: () => <InvoiceTitlesPanel />,
  privacy: () => <PrivacyPanel />,
};

/**
 * 会员服务 (spec §2 Developing, `/user/develop`): the member corner as one page with a tab each —
 * `?tab=favorite` 我的收藏, `footprint` 我的足迹, `message` 消息中心, `feedback` 意见反馈, `service`
 * 联系客服, `invoice` 发票抬头, `privacy` 隐私与注销 (DESIGN.md §2 member corner, §6). The elevator and the user menu open the tabs by address.
 */
export default function MemberPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = MEMBER_TABS.find((t) => t === asked) ?? 'favorite';
  return (
    <div className="page-card member-page" data-testid="member-page">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        className="member-tabs"
        items={MEMBER_TABS.map((t) => ({
          key: t,
          label: MEMBER_TAB_TEXT[t],
          children: t === tab ? PANELS[t]() : null,
        }))}
      />
    </div>
  );
}
