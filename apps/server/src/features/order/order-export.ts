import { formatYuan, INVOICE_TITLE_TYPE_TEXT, INVOICE_TYPE_TEXT, invoiceLines, type TOrder } from '@mall/contract';
import { csvCell } from '../../lib/csv.js';

const HEADERS = [
  '订单编号',
  '下单时间',
  '店铺',
  '商品名称',
  '规格',
  '单价（元）',
  '数量',
  '小计（元）',
  '订单状态',
  '收货人',
  '收货地址',
];

function chinaTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The order's goods as CSV: UTF-8 with a byte-order mark and CRLF lines, which Excel opens with the
 * Chinese intact (without the BOM it guesses the locale code page and shows mojibake).
 */
export function orderGoodsCsv(order: TOrder): Buffer {
  const rows = order.orderDetailList.map((line) => [
    order.orderNo,
    chinaTime(order.createdAt),
    order.shopName,
    line.title,
    line.standardName,
    formatYuan(line.price),
    line.number,
    formatYuan(line.amount),
    order.statusText,
    order.address.realname,
    order.address.fullText,
  ]);
  rows.push(['合计', '', '', '', '', '', order.goodsNum, formatYuan(order.goodsTotalPrice), '', '', '']);
  // What the buyer owes after freight and the coupon (for an expense claim, the amount that counts).
  if (order.freight > 0) rows.push(['运费', '', '', '', '', '', '', formatYuan(order.freight), '', '', '']);
  if (order.discount > 0) rows.push(['优惠', '', '', '', '', '', '', `-${formatYuan(order.discount)}`, '', '', '']);
  rows.push(['实付', '', '', '', '', '', '', formatYuan(order.orderTotalPrice), '', '', '']);
  // The invoice asked for, one field a row (label, value), for the expense claim it goes with.
  rows.push(['发票', order.invoice ? '' : '不开发票', '', '', '', '', '', '', '', '', '']);
  if (order.invoice) {
    for (const { label, value } of invoiceLines(order.invoice))
      rows.push([label, value, '', '', '', '', '', '', '', '', '']);
  }
  const text = [HEADERS, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n');
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${text}\r\n`, 'utf8')]);
}

const SELLER_HEADERS = [
  '订单号',
  '下单时间',
  '状态',
  '商品',
  '规格',
  '单价（元）',
  '数量',
  '优惠（元）',
  '实付（元）',
  '收货人',
  '电话',
  '地址',
  '物流公司',
  '物流单号',
  '发票类型',
  '发票抬头',
  '纳税人识别号',
  '开户银行',
  '银行账号',
  '注册地址',
  '注册电话',
  '收票邮箱',
];

/** An order as the seller's export writes it: the recipient already masked (until paid), its parcel if shipped. */
export interface TExportOrder {
  order: TOrder;
  logistics: { company: string; number: string } | null;
}

/** The invoice's cells of a seller's row: 不开发票, or its kind (普通发票（单位）) and fields. */
function invoiceCells({ invoice }: TOrder): string[] {
  if (!invoice) return ['不开发票', '', '', '', '', '', '', ''];
  const kind = `${INVOICE_TYPE_TEXT[invoice.type]}（${INVOICE_TITLE_TYPE_TEXT[invoice.titleType]}）`;
  const { title, taxNo, bank, account, address, phone, email } = invoice;
  return [kind, title, taxNo ?? '', bank ?? '', account ?? '', address ?? '', phone ?? '', email ?? ''];
}

/**
 * The seller's orders as CSV (UTF-8 with BOM, CRLF), one row per order line, in the orders' order:
 * 优惠 is the line's share of the coupon, 实付 what the buyer paid for the whole order; the invoice
 * asked for closes each row (its details only once paid, as the seller's detail shows it).
 */
export function sellerOrdersCsv(orders: TExportOrder[]): Buffer {
  const rows = orders.flatMap(({ order, logistics }) =>
    order.orderDetailList.map((line) => [
      order.orderNo,
      chinaTime(order.createdAt),
      order.statusText,
      line.title,
      line.standardName,
      formatYuan(line.price),
      line.number,
      formatYuan(line.discount),
      formatYuan(order.orderTotalPrice),
      order.address.realname,
      order.address.telphone,
      order.address.fullText,
      logistics?.company ?? '',
      logistics?.number ?? '',
      ...invoiceCells(order),
    ]),
  );
  const text = [SELLER_HEADERS, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n');
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${text}\r\n`, 'utf8')]);
}
