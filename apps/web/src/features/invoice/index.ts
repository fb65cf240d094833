// What other features and the pages may use of the invoice feature (发票, DESIGN-OPERATE §I). The
// 发票抬头 panel (antd forms and the contract's schemas) is imported by its page from its own file, so
// a checkout that imports the row here loads none of it.
export { InvoiceInfo } from './components/invoice-info';
export { SettleInvoice } from './components/settle-invoice';
