/**
 * `npm run admin -- create <username> --role <owner|operator|service> [--password-stdin]`: makes a
 * console admin on the database the settings name (DATABASE_URL, DATA_DIR; migrated first). No
 * production deployment has a default admin (DESIGN.md §A): this is how the first one is made.
 * Without --password-stdin it prints `password: <one-time password>` on a line of its own; either
 * way the admin changes the password at first login.
 */
import { ADMIN_ROLES, type TAdminRole, zAdminUsername, zPassword } from '@mall/contract';
import { loadConfig } from './config/env.js';
import { createDb, migrateToLatest } from './db/create-db.js';
import { createAdmin } from './features/admin/admin.service.js';
import { AppError } from './lib/app-error.js';
import { hashPassword, verifyPassword } from './lib/password.js';

const USAGE = '用法: npm run admin -- create <用户名> --role <owner|operator|service> [--password-stdin]';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One line: the trailing newline of `echo` is not part of the password.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function main(argv: string[]): Promise<void> {
  const [command, username, ...rest] = argv;
  if (command !== 'create' || !username) fail(USAGE);
  const roleAt = rest.indexOf('--role');
  const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
  if (!role || !(ADMIN_ROLES as readonly string[]).includes(role))
    fail(`角色须为 ${ADMIN_ROLES.join(' / ')}\n${USAGE}`);
  const name = zAdminUsername.safeParse(username);
  if (!name.success) fail(`用户名不合法：${name.error.issues[0]?.message ?? ''}`);
  let password: string | undefined;
  if (rest.includes('--password-stdin')) {
    password = await readStdin();
    const checked = zPassword.safeParse(password);
    if (!checked.success) fail(`密码不合法：${checked.error.issues[0]?.message ?? ''}`);
  }

  const config = loadConfig();
  const database = createDb(config.DATABASE_URL, { schema: config.DATABASE_SCHEMA });
  try {
    await migrateToLatest(database, config.DATABASE_SCHEMA);
    const created = await createAdmin(
      { config, passwords: { hash: hashPassword, verify: verifyPassword, queued: () => 0, close: async () => {} } },
      database.db,
      // A password from standard input is the operator's own, yet the first login still changes it:
      // whoever typed it into a shell history should not keep using it.
      { username: name.data, role: role as TAdminRole, password, mustChangePassword: true },
    );
    console.log(`已创建管理员 ${name.data}（${role}），id ${created.id}；首次登录须修改密码。`);
    if (!password) console.log(`password: ${created.password}`);
  } catch (err) {
    if (err instanceof AppError) fail(err.message);
    throw err;
  } finally {
    await database.close();
  }
}

await main(process.argv.slice(2));
