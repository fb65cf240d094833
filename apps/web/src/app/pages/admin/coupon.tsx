import { PlatformCouponList } from '../../../features/coupon/admin/platform-coupon-list';

/** 平台优惠券 (/admin/coupon): coupons usable at every shop, the discount borne by the platform. */
export default function AdminCouponPage() {
  return <PlatformCouponList />;
}
