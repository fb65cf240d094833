import { invoiceSummary, type TInvoice } from '@mall/contract/wire';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import './invoice.css';

// The dialog (its form, the schemas and the saved titles) loads when the buyer first opens it.
const loadDialog = () => import('./invoice-dialog');
const InvoiceDialog = lazy(loadDialog);

/**
 * The checkout's 发票 row (order confirm, quote settlement): what was chosen (不开发票 by default) and a
 * button opening the dialog. One invoice per checkout: each shop issues its own for its order.
 */
export function SettleInvoice({
  value,
  onChange,
  shopCount = 1,
}: {
  value: TInvoice | null;
  onChange: (invoice: TInvoice | null) => void;
  shopCount?: number;
}) {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const open = () => {
    setWasOpened(true);
    setOpen(true);
  };
  return (
    <section className="settle-card settle-invoice" data-testid="settle-invoice">
      <div className="settle-invoice-row">
        <span className="settle-extra-label">发票</span>
        <span className="settle-invoice-text" data-testid="settle-invoice-text">
          {invoiceSummary(value)}
          {value && shopCount > 1 ? <span className="settle-invoice-note">（{shopCount}家店铺分别开具）</span> : null}
        </span>
        <Button
          onClick={open}
          onMouseEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          data-testid="settle-invoice-change"
        >
          {value ? '修改' : '开具发票'}
        </Button>
      </div>
      {wasOpened ? (
        <Suspense fallback={null}>
          <InvoiceDialog isOpen={isOpen} value={value} onClose={() => setOpen(false)} onChange={onChange} />
        </Suspense>
      ) : null}
    </section>
  );
}
