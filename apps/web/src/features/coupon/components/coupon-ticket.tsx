import type { TCouponTermsWire } from '@mall/contract';
import type { ReactNode } from 'react';
import { couponFace, scopeLine } from '../coupon-view';
import './coupon.css';

/**
 * One coupon drawn as a ticket: the face (¥20 or 8.5折, 满199可用) on the left, the name, scope and
 * validity in the middle, the action on the right (on a phone below the text). `isMuted` greys a used
 * or expired one; `mark` is a line under the validity (即将过期), `stamp` a word on the corner (已过期).
 */
export function CouponTicket({
  coupon,
  validity,
  action,
  mark,
  stamp,
  isMuted = false,
  testId,
}: {
  coupon: TCouponTermsWire;
  validity: string;
  action?: ReactNode;
  mark?: ReactNode;
  /** A word stamped on the ticket's corner (已过期). */
  stamp?: string;
  isMuted?: boolean;
  testId?: string;
}) {
  const face = couponFace(coupon);
  return (
    <article className={`coupon-ticket${isMuted ? ' is-muted' : ''}${stamp ? ' has-stamp' : ''}`} data-testid={testId}>
      <div className="coupon-face">
        <div className="coupon-face-value">
          {face.unit === '¥' ? <small>¥</small> : null}
          <strong>{face.value}</strong>
          {face.unit === '折' ? <small>折</small> : null}
        </div>
        <div className="coupon-face-threshold">{coupon.thresholdText}</div>
      </div>
      <div className="coupon-body">
        <div className="coupon-name">
          <span className={`coupon-scope coupon-scope-${coupon.scope}`}>{coupon.scopeText}</span>
          <span className="coupon-title">{coupon.name}</span>
        </div>
        <div className="coupon-rule">
          {coupon.termsText} · {scopeLine(coupon)}
        </div>
        <div className="coupon-validity">{validity}</div>
        {mark ? <div className="coupon-mark">{mark}</div> : null}
      </div>
      {action ? <div className="coupon-action">{action}</div> : null}
      {stamp ? <span className="coupon-stamp">{stamp}</span> : null}
    </article>
  );
}
