import type { TAddress } from '@mall/contract';

/** The buyer's default address of the settlement pages' component tests. */
export const TEST_ADDRESS: TAddress = {
  id: 3,
  realname: '王小明',
  telphone: '13800138000',
  street: '科技园1号',
  province: '440000',
  city: '440300',
  area: '440305',
  isDefaultAddress: 1,
};
