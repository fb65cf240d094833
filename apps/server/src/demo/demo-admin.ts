import { createAdmin, usernameTaken } from '../features/admin/admin.service.js';
import type { TDeps } from '../plugins/deps.js';

/** The demo's console account (README table): owner, no password change required. Never in production. */
export const DEMO_ADMIN = { username: 'admin', password: 'admin12345' } as const;

export async function ensureDemoAdmin(deps: TDeps): Promise<void> {
  if (await usernameTaken(deps.db, DEMO_ADMIN.username)) return;
  await createAdmin(deps, deps.db, { ...DEMO_ADMIN, role: 'owner', mustChangePassword: false }).catch((err) => {
    // Two instances starting together: the other one made it.
    if ((err as { code?: string }).code !== 'ADMIN_USERNAME_TAKEN') throw err;
  });
}
