import { Modal, Skeleton } from 'antd';
import { LoadFailed } from '../../../components/load-failed';
import { useOrderLogistics } from '../api/get-order-logistics';
import { LogisticsTimeline } from './logistics-timeline';

/** 查看物流 from the order list: the order's logistics details (`queryOrder`) in a dialog. */
export function LogisticsModal({ orderId, open, onClose }: { orderId: number; open: boolean; onClose: () => void }) {
  const query = useOrderLogistics(orderId, open);
  return (
    <Modal
      open={open}
      title="物流信息"
      footer={null}
      onCancel={onClose}
      width={600}
      destroyOnHidden
      className="logistics-modal"
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : query.isError ? (
        <LoadFailed title="物流信息加载失败" onRetry={() => query.refetch()} />
      ) : (
        <LogisticsTimeline details={query.data.logisticsDetails} />
      )}
    </Modal>
  );
}
