import { invoiceLines, type TInvoice } from '@mall/contract/wire';
import './invoice.css';

/** 发票信息 of an order (the buyer's order detail): each field the invoice was asked with, or 不开发票. */
export function InvoiceInfo({ invoice }: { invoice: TInvoice | null }) {
  return (
    <section className="page-card invoice-info" data-testid="order-invoice">
      <div className="page-card-head">
        <h2>发票信息</h2>
      </div>
      {invoice ? (
        <dl className="invoice-info-list">
          {invoiceLines(invoice).map(({ label, value }) => (
            <div key={label} className="invoice-info-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="invoice-info-none">不开发票</p>
      )}
    </section>
  );
}
