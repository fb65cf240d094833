import type { TServiceData } from '@mall/contract';
import { formatYuan, RETURN_STATUS, returnStatusText } from '@mall/contract/wire';
import { App, Button, Image, Steps } from 'antd';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { formatDate } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { toast } from '../../../lib/toast';
import { useCancelApply } from '../api/cancel-apply';
import { useConfirmReplacement } from '../api/confirm-replacement';
import {
  buyerReturnActions,
  currentStep,
  exchangeAutoDoneAt,
  refundChannelText,
  returnAddressLine,
  serviceSteps,
} from '../service-view';
import { LogisticsFacts } from './logistics-facts';
import { AppealButton, AppealFacts } from './return-appeal';
import { ReturnLogisticsForm } from './return-logistics-form';

/** A request's progress: steps, state, amount, reasons, parcels, and the buyer's next action. */
export function ServiceProgress({ orderId, service }: { orderId: number; service: TServiceData }) {
  const { modal } = App.useApp();
  const isPhone = useAntdPhone();
  const cancel = useCancelApply(orderId);
  const confirmReplacement = useConfirmReplacement(orderId);
  const ret = service.productReturn;
  if (!ret) return null;
  const actions = buyerReturnActions(ret);
  const isRejected = ret.status === RETURN_STATUS.REJECTED;

  const onCancel = () =>
    modal.confirm({
      title: '撤销售后申请',
      content: '撤销后可重新申请，确定撤销吗？',
      okText: '撤销申请',
      cancelText: '再想想',
      onOk: async () => {
        try {
          await cancel.mutateAsync(ret.id);
          toast.success('售后申请已撤销');
        } catch {
          // toasted by the request client
        }
      },
    });

  const address = service.returnAddress;
  const onCopyAddress = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(returnAddressLine(address));
      toast.success('已复制退货地址');
    } catch {
      toast.error('复制失败，请长按地址手动复制');
    }
  };

  const onConfirmReplacement = () =>
    modal.confirm({
      title: '确认收到换货',
      content: '请确认已收到商家发出的换货商品且无问题，确认后本次换货完成。',
      okText: '确认收货',
      cancelText: '再等等',
      onOk: async () => {
        try {
          await confirmReplacement.mutateAsync(ret.id);
          toast.success('已确认收货，换货完成');
        } catch {
          // toasted by the request client
        }
      },
    });

  return (
    <div className="service-progress" data-testid="service-progress">
      <div className="service-progress-head">
        <span className="service-type">{ret.returnTypeText}</span>
        <strong className={isRejected ? 'service-status is-rejected' : 'service-status'} data-testid="service-status">
          {returnStatusText(ret.status, ret.returnType)}
        </strong>
      </div>
      {isRejected ? null : (
        <Steps
          size="small"
          orientation={isPhone ? 'vertical' : 'horizontal'}
          current={currentStep(ret.status, ret.returnType)}
          items={serviceSteps(ret.returnType).map((title) => ({ title }))}
          className="service-steps"
        />
      )}
      <dl className="service-facts">
        <div className="service-fact">
          <dt>售后单号</dt>
          <dd>{ret.returnNo}</dd>
        </div>
        <div className="service-fact">
          <dt>申请数量</dt>
          <dd>{ret.number} 件</dd>
        </div>
        {ret.returnType === 3 ? null : (
          <div className="service-fact">
            <dt>退款金额</dt>
            <dd data-testid="service-amount">¥{formatYuan(ret.amount)}</dd>
          </div>
        )}
        {ret.returnType === 3 && ret.exchangeStandardName ? (
          <div className="service-fact">
            <dt>换成规格</dt>
            <dd data-testid="service-exchange-spec">{ret.exchangeStandardName}</dd>
          </div>
        ) : null}
        <div className="service-fact">
          <dt>申请原因</dt>
          <dd>{ret.reason}</dd>
        </div>
        {ret.description ? (
          <div className="service-fact">
            <dt>问题描述</dt>
            <dd data-testid="service-my-description">{ret.description}</dd>
          </div>
        ) : null}
        {ret.images.length ? (
          <div className="service-fact">
            <dt>我的凭证</dt>
            <dd>
              <Image.PreviewGroup>
                <div className="service-evidence" data-testid="service-evidence">
                  {ret.images.map((src) => (
                    <Image
                      key={src}
                      src={imageUrl(src, '86')}
                      preview={{ src: imageUrl(src, '900') }}
                      width={64}
                      height={64}
                      alt="我的凭证"
                    />
                  ))}
                </div>
              </Image.PreviewGroup>
            </dd>
          </div>
        ) : null}
        <div className="service-fact">
          <dt>申请时间</dt>
          <dd>{formatDate(ret.createdAt, 'YYYY-MM-DD HH:mm')}</dd>
        </div>
        {isRejected ? (
          <div className="service-fact">
            <dt>拒绝原因</dt>
            <dd data-testid="service-reject-reason">{ret.rejectReason}</dd>
          </div>
        ) : null}
        <AppealFacts ret={ret} />
        {ret.refundChannel ? (
          <div className="service-fact">
            <dt>退款去向</dt>
            <dd data-testid="service-refund-channel">{refundChannelText(ret.refundChannel)}</dd>
          </div>
        ) : null}
        {service.returnLogistics ? <LogisticsFacts label="退货物流" parcel={service.returnLogistics} /> : null}
        {service.backLogistics ? <LogisticsFacts label="换货物流" parcel={service.backLogistics} /> : null}
      </dl>
      {address && (ret.status === RETURN_STATUS.AWAIT_RETURN || ret.status === RETURN_STATUS.AWAIT_SELLER) ? (
        <div className="service-return-address" data-testid="service-return-address">
          <div className="service-return-address-head">
            <strong>退货地址</strong>
            <Button size="small" onClick={onCopyAddress} data-testid="service-copy-address">
              复制
            </Button>
          </div>
          <p>
            {address.name} {address.phone}
          </p>
          <p>{address.fullAddress}</p>
        </div>
      ) : null}
      {actions.includes('writeLogistics') ? (
        <div className="service-logistics">
          <p className="service-hint">商家已同意申请，请将商品寄回上面的退货地址并填写退货物流。</p>
          <ReturnLogisticsForm id={ret.id} orderId={orderId} />
        </div>
      ) : null}
      {actions.includes('confirmReplacement') ? (
        <div className="service-actions service-confirm">
          <p className="service-hint">
            商家已发出换货，收到后请确认收货；
            {ret.replacementShippedAt
              ? `${formatDate(exchangeAutoDoneAt(ret.replacementShippedAt), 'MM月DD日')}后将自动确认。`
              : '超时将自动确认。'}
          </p>
          <Button
            type="primary"
            onClick={onConfirmReplacement}
            loading={confirmReplacement.isPending}
            data-testid="service-confirm-replacement"
          >
            确认收到换货
          </Button>
        </div>
      ) : null}
      {ret.canAppeal ? (
        <div className="service-actions">
          <AppealButton orderId={orderId} ret={ret} />
        </div>
      ) : null}
      {actions.includes('cancel') ? (
        <div className="service-actions">
          <Button onClick={onCancel} loading={cancel.isPending} data-testid="service-cancel">
            撤销申请
          </Button>
        </div>
      ) : null}
    </div>
  );
}
