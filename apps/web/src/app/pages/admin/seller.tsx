import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ApplicationQueue } from '../../../features/seller/admin/components/application-queue';
import { SellerTable } from '../../../features/seller/admin/components/seller-table';
import { SELLER_TABS, sellerTabOf } from '../../../features/seller/admin/seller-admin-view';

/** 商家管理 (/admin/seller): the 入驻 queue and the sellers, one tab each (`?tab=`). */
export default function AdminSellerPage() {
  const [params, setParams] = useSearchParams();
  const tab = sellerTabOf(params.get('tab'));
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'applications' ? {} : { tab: key }, { replace: true })}
      destroyOnHidden
      items={[
        { key: 'applications', label: SELLER_TABS.applications, children: <ApplicationQueue /> },
        { key: 'sellers', label: SELLER_TABS.sellers, children: <SellerTable /> },
      ]}
    />
  );
}
