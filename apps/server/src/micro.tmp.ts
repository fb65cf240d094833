import { CALLS } from '@mall/contract';
import { createDb } from './db/create-db.js';
import * as svc from './features/catalogue/catalogue.service.js';
import type {} from './features/catalogue/catalogue.table.js';

const url = process.argv[2] ?? '/tmp/prof/db/bench.db';
const { db } = createDb(url, { schema: process.argv[3] });
const page1 = CALLS.catalogue.queryPortalPage.request.parse({ pageNO: 1, pageRows: 10 });
const search = CALLS.catalogue.queryPortalPage.request.parse({ queryName: '网关', pageNO: 1, pageRows: 10 });
async function time(name: string, f: () => Promise<unknown>, n = 3000) {
  for (let i = 0; i < 300; i++) await f();
  const c = process.cpuUsage();
  // 50 at a time, as under load
  for (let i = 0; i < n / 50; i++) await Promise.all(Array.from({ length: 50 }, f));
  const u = process.cpuUsage(c);
  console.log(name.padEnd(10), ((u.user + u.system) / n).toFixed(1), 'us cpu');
}
for (let r = 0; r < 2; r++) {
  if (process.env.ONLY) {
    await time('page1', () => svc.queryProductPage(db, page1), 20000);
    continue;
  }
  await time('page1', () => svc.queryProductPage(db, page1));
  await time('search', () => svc.queryProductPage(db, search));
  await time('detail', () => svc.productDetail(db, 1));
}
await db.destroy();
