/** After-sales states (DESIGN.md §3). */
export const RETURN_STATUS = {
  NONE: 0,
  APPLIED: 1,
  AWAIT_RETURN: 2,
  AWAIT_SELLER: 3,
  DONE: 4,
  CANCELLED: 5,
  REJECTED: 6,
} as const;

export const RETURN_STATUS_TEXT: Record<number, string> = {
  0: '无售后',
  1: '待审核',
  2: '待寄回',
  3: '待商家收货',
  4: '已完成',
  5: '已取消',
  6: '已拒绝',
};

/** returnType: 1 仅退款 (refund route), 2 退货退款 (return route), 3 换货 (change route). */
export const RETURN_TYPES = {
  1: { label: '仅退款', route: '/order/refund' },
  2: { label: '退货退款', route: '/order/return' },
  3: { label: '换货', route: '/order/change' },
} as const;
