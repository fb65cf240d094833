/** Invoice fixtures of the invoice-title and order-invoice suites. */

/** A company title with every field a 增值税专用发票 needs. */
export const COMPANY_TITLE = {
  titleType: 2,
  title: '上海智联科技有限公司',
  taxNo: '91310115MA1K4CXX9B',
  bank: '招商银行上海张江支行',
  account: '121909876510001',
  address: '上海市浦东新区张江路88号',
  phone: '021-50801234',
  email: 'finance@zhilian.example.cn',
} as const;
