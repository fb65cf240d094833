/**
 * The platform console's roles (DESIGN.md §A). `owner` may make every admin call and manages the
 * admins; `operator` runs the catalogue, sellers, content, news, home page, coupons and settings;
 * `service` answers users, feedback and after-sales appeals.
 */
export const ADMIN_ROLES = ['owner', 'operator', 'service'] as const;
export type TAdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_TEXT: Record<TAdminRole, string> = {
  owner: '超级管理员',
  operator: '运营',
  service: '客服',
};

/** The roles of an operator's call (owner is always allowed). */
export const OPERATOR_ONLY = ['operator'] as const;
/** The roles of a customer-service call (owner is always allowed). */
export const SERVICE_ONLY = ['service'] as const;
/** Calls both operators and customer service make (owner is always allowed). */
export const OPERATOR_AND_SERVICE = ['operator', 'service'] as const;

/** Whether a role may make a call that lists these roles (absent: every role). */
export function roleMayCall(role: TAdminRole, roles: readonly TAdminRole[] | undefined): boolean {
  return role === 'owner' || roles === undefined || roles.includes(role);
}

/** A reason an operator gives (reject, take down, hide, suspend, disable): what the other side reads. */
export const ADMIN_REASON_MAX = 200;
