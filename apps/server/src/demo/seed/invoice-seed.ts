import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { addInvoiceTitle } from '../../features/invoice/invoice.service.js';
import { seedOnce } from './seed-once.js';

/** The key whose insert claims the invoice-title demo: one instance seeds it, once. */
export const INVOICE_TITLES_CLAIM = 'demo:invoice-titles';

/**
 * The demo buyer's saved invoice titles (会员服务 › 发票抬头): a company with every field a
 * 增值税专用发票 needs, and the buyer's own name for a personal 普通发票. Written through the invoice
 * service, so they pass its rules. Once per database; a database seeded earlier gets them at the next start.
 */
export async function seedInvoiceTitles(db: Kysely<DB>, buyerUsername: string): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').where('username', '=', buyerUsername).executeTakeFirst();
  if (!user) return false;
  return seedOnce(db, INVOICE_TITLES_CLAIM, async () => {
    await addInvoiceTitle(db, user.id, { titleType: 1, title: '王小明', email: 'wangxm@example.com' });
    await addInvoiceTitle(db, user.id, {
      titleType: 2,
      title: '上海智联家居科技有限公司',
      taxNo: '91310115MA1H7XQ25K',
      bank: '招商银行上海张江支行',
      account: '121909876510001',
      address: '上海市浦东新区碧波路690号3号楼',
      phone: '021-50801234',
      email: 'finance@zhilian-home.example.com',
    });
  });
}
