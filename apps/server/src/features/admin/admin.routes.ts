import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { listAudit } from '../../lib/audit-log.js';
import { Paged, serveCall } from '../../plugins/calls.js';
import {
  adminProfile,
  changeAdminPassword,
  createAdmin,
  listAdminAccounts,
  loginAdmin,
  logoutAdmin,
  resetAdminPassword,
  setAdminDisabled,
} from './admin.service.js';

/** The console's own calls: login, the admin's account, the owner's admins and the audit log (DESIGN.md §A). */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const auth = CALLS.adminAuthorization;
  serveCall(app, auth.loginHints, async () => ({ isDemo: deps.config.SEED_DEMO }));
  serveCall(app, auth.login, (data, { req }) => loginAdmin(deps, data, req.ip));
  serveCall(app, auth.logout, async (_data, { token }) => {
    await logoutAdmin(deps.db, token);
    return null;
  });
  serveCall(app, auth.profile, (_data, { db, admin }) => adminProfile(db, admin?.id ?? 0));
  serveCall(app, auth.changePassword, async (data, { req, admin, token }) => {
    await changeAdminPassword(deps, { id: admin?.id ?? 0, username: admin?.username ?? '', ip: req.ip }, token, data);
    return null;
  });

  const accounts = CALLS.adminAccount;
  serveCall(app, accounts.list, (_data, { db }) => listAdminAccounts(db));
  serveCall(app, accounts.add, async (data, { db, audit }) => {
    const created = await createAdmin(deps, db, { username: data.username, role: data.role });
    audit({ targetType: 'admin', targetId: created.id, after: { username: data.username, role: data.role } });
    return created;
  });
  serveCall(app, accounts.resetPassword, async (data, { db, admin, audit }) => {
    const { password, before, after } = await resetAdminPassword(deps, db, admin?.id ?? 0, data.id);
    audit({ targetType: 'admin', targetId: data.id, before, after });
    return { password };
  });
  serveCall(app, accounts.setDisabled, async (data, { db, admin, audit }) => {
    const { before, after } = await setAdminDisabled(db, admin?.id ?? 0, data.id, data.disabled);
    audit({ targetType: 'admin', targetId: data.id, before, after });
    return null;
  });

  serveCall(app, CALLS.adminAudit.list, async (data, { db }) => {
    const { rows, total } = await listAudit(
      db,
      { adminId: data.adminId, action: data.action },
      (data.page - 1) * data.limit,
      data.limit,
    );
    return new Paged(
      rows.map((r) => ({
        id: Number(r.id),
        adminId: Number(r.admin_id),
        adminName: r.admin_name,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        before: JSON.parse(r.before_json) as unknown,
        after: JSON.parse(r.after_json) as unknown,
        ip: r.ip,
        createdAt: Number(r.created_at),
      })),
      total,
    );
  });
}
