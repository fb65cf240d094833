/**
 * `npm run backup -- <dir>` and `npm run restore -- <dir> [--force]` (DESIGN-OPERATE §E): the database
 * the settings name (DATABASE_URL, DATABASE_SCHEMA) and the local uploads (DATA_DIR/uploads, with
 * STORAGE=local) into a new directory, and back. A few Chinese lines on success; on any failure one
 * line saying why and a non-zero exit (1: refused or failed, 2: wrong usage).
 */
import { loadConfig } from './config/env.js';
import { BackupError, backupShop, restoreShop, type TBackupSummary } from './db/backup.js';

const USAGE = '用法: npm run backup -- <备份目录>    或    npm run restore -- <备份目录> [--force]';

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

function describeDatabase({ manifest }: TBackupSummary): string {
  const where = manifest.dialect === 'sqlite' ? 'SQLite' : `PostgreSQL（schema ${manifest.schema}）`;
  return `${where}，迁移 ${manifest.migration ?? '无'}：订单 ${manifest.counts.orders} 笔，用户 ${manifest.counts.users} 个`;
}

function describeUploads(summary: TBackupSummary, verb: string): string {
  return summary.manifest.storage === 's3'
    ? '上传文件在对象存储桶中（STORAGE=s3），不在本备份内：版本控制与跨区域复制请在存储服务上设置'
    : `上传文件：${verb} ${summary.uploads} 个`;
}

async function main(argv: string[]): Promise<void> {
  const [command, dir, ...rest] = argv;
  const unknown = rest.filter((a) => a !== '--force');
  if ((command !== 'backup' && command !== 'restore') || !dir || dir.startsWith('-') || unknown.length > 0) {
    fail(USAGE, 2);
  }
  if (command === 'backup' && rest.length > 0) fail(USAGE, 2);
  const config = loadConfig();
  try {
    if (command === 'backup') {
      const summary = await backupShop(config, dir);
      console.log(`备份完成：${summary.dir}`);
      console.log(`数据库 ${describeDatabase(summary)}`);
      console.log(describeUploads(summary, '已复制'));
    } else {
      const summary = await restoreShop(config, dir, { force: rest.includes('--force') });
      console.log(`已从 ${summary.dir} 恢复（备份于 ${summary.manifest.createdAt}）`);
      console.log(`数据库 ${describeDatabase(summary)}`);
      console.log(describeUploads(summary, '已恢复'));
      console.log('启动商城时会自动执行此后新增的迁移。');
    }
  } catch (err) {
    if (err instanceof BackupError) fail(`${command === 'backup' ? '备份' : '恢复'}失败：${err.message}`, 1);
    throw err;
  }
}

await main(process.argv.slice(2));
