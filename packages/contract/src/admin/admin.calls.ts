import { z } from 'zod';
import { zPassword } from '../account/account.schemas.js';
import { answer, defineCall } from '../common/call.js';
import { zEmpty, zId } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { ADMIN_REASON_MAX, ADMIN_ROLES } from './admin.rules.js';

const zRole = z.enum(ADMIN_ROLES);

/** A reason an operator gives (reject, take down, hide, suspend, disable): 1–200 characters, trimmed. */
export const zAdminReason = z
  .string()
  .trim()
  .min(1, '请填写原因')
  .max(ADMIN_REASON_MAX, `原因最多${ADMIN_REASON_MAX}个字`);

/** An admin's username: letters, digits, `_ . -`, 3–32. */
export const zAdminUsername = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, '用户名为3-32位字母、数字或 _ . -');

export const ZAdminLogin = z.strictObject({
  username: z.string().trim().min(1, '请输入用户名').max(64),
  password: z.string().min(1, '请输入密码').max(128),
});

/** An admin's session after login (TAdminSession). */
export const ZAdminSession = z.strictObject({ token: z.string(), mustChangePassword: z.boolean() });
export type TAdminSession = z.output<typeof ZAdminSession>;

/** The signed-in admin (TAdminProfile). */
export const ZAdminProfile = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  role: zRole,
  mustChangePassword: z.boolean(),
});
export type TAdminProfile = z.output<typeof ZAdminProfile>;

/** An admin as the owner manages them (TAdminAccount). */
export const ZAdminAccount = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  role: zRole,
  mustChangePassword: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.number(),
  lastLoginAt: z.number().nullable(),
});
export type TAdminAccount = z.output<typeof ZAdminAccount>;

/** One row of the audit log (TAuditEntry): before/after are the target's JSON as it was and became. */
export const ZAuditEntry = z.strictObject({
  id: z.number().int(),
  adminId: z.number().int(),
  adminName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: z.number(),
});
export type TAuditEntry = z.output<typeof ZAuditEntry>;

/** The console's login and the signed-in admin's own account (DESIGN.md §A). */
export const adminAuthorizationCalls = {
  login: defineCall({
    path: '/admin/api/authorization/login.json',
    request: ZAdminLogin,
    response: answer<TAdminSession>()(ZAdminSession),
    title: '管理员登录',
  }),
  /** Whether the server runs the demo: the login page names `admin / admin12345` only then. */
  loginHints: defineCall({
    path: '/admin/api/authorization/loginHints.json',
    request: zEmpty,
    response: answer<{ isDemo: boolean }>()(z.strictObject({ isDemo: z.boolean() })),
    title: '管理员登录提示',
  }),
  logout: defineCall({
    path: '/admin/api/authorization/logout.json',
    request: zEmpty,
    auth: 'admin',
    response: answer<null>()(z.null()),
    title: '管理员退出',
  }),
  profile: defineCall({
    path: '/admin/api/authorization/profile.json',
    request: zEmpty,
    auth: 'admin',
    response: answer<TAdminProfile>()(ZAdminProfile),
    title: '管理员信息',
  }),
  changePassword: defineCall({
    path: '/admin/api/authorization/changePassword.json',
    request: z.strictObject({ oldPassword: z.string().min(1).max(128), newPassword: zPassword }),
    auth: 'admin',
    // The admin's own credential, not an operation on the mall: the service logs it in its own
    // transaction after checking the old password (the throttle's counters live outside it).
    response: answer<null>()(z.null()),
    title: '管理员修改密码',
  }),
};

/** The owner's list of admins. */
export const adminAccountCalls = {
  list: defineCall({
    path: '/admin/api/admin/list.json',
    request: zEmpty,
    auth: 'admin',
    roles: [],
    response: answer<TAdminAccount[]>()(z.array(ZAdminAccount)),
    title: '管理员列表',
  }),
  /** A new admin with a one-time password (answered once; they change it at first login). */
  add: defineCall({
    path: '/admin/api/admin/add.json',
    request: z.strictObject({ username: zAdminUsername, role: zRole }),
    auth: 'admin',
    roles: [],
    audited: true,
    response: answer<{ id: number; password: string }>()(
      z.strictObject({ id: z.number().int(), password: z.string() }),
    ),
    title: '新增管理员',
  }),
  /** A fresh one-time password; the admin's sessions end. */
  resetPassword: defineCall({
    path: '/admin/api/admin/resetPassword.json',
    request: z.strictObject({ id: zId }),
    auth: 'admin',
    roles: [],
    audited: true,
    response: answer<{ password: string }>()(z.strictObject({ password: z.string() })),
    title: '重置管理员密码',
  }),
  setDisabled: defineCall({
    path: '/admin/api/admin/setDisabled.json',
    request: z.strictObject({ id: zId, disabled: z.boolean() }),
    auth: 'admin',
    roles: [],
    audited: true,
    response: answer<null>()(z.null()),
    title: '停用或启用管理员',
  }),
};

export const adminAuditCalls = {
  list: defineCall({
    path: '/admin/api/audit/list.json',
    request: z.strictObject({
      adminId: zId.optional(),
      action: z.string().trim().max(64).optional(),
      page: zPage,
      limit: zLimit(),
    }),
    auth: 'admin',
    roles: [],
    paged: true,
    response: answer<TAuditEntry[]>()(z.array(ZAuditEntry)),
    title: '操作日志',
  }),
};
