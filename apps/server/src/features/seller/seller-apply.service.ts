import {
  APPLICATION_STATUS,
  type CALLS,
  type TApplicationStatus,
  type TCallParsed,
  type TSellerApplication,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/create-db.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { parseStoredList } from '../../lib/json-list.js';
import type { TDeps } from '../../plugins/deps.js';
import { checkSmsCode, useUpSmsCode } from '../account/sms-code.service.js';
import { sysCategoryNames } from '../catalogue/seller-shelf.service.js';
import { isOwnedUpload } from '../upload/upload.service.js';
import * as repo from './seller-apply.repository.js';

type TSubmit = NonNullable<TCallParsed<typeof CALLS.merchantApply.submit>>;

/** An application as its applicant reads it. */
export function toApplication(r: repo.TApplicationRow): TSellerApplication {
  return {
    id: Number(r.id),
    status: Number(r.status) as TApplicationStatus,
    reason: r.reason,
    phone: r.phone,
    companyName: r.company_name,
    uscc: r.uscc,
    legalPerson: r.legal_person,
    contactName: r.contact_name,
    shopName: r.shop_name,
    categoryIds: parseStoredList<number>(r.category_ids),
    licenseImage: r.license_image,
    province: r.province,
    city: r.city,
    area: r.area,
    address: r.address,
    createdAt: Number(r.created_at),
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
  };
}

/**
 * 商家入驻 (DESIGN-OPERATE §B): a signed-in buyer applies. What the payload names must be there and
 * theirs (categories 404, the licence picture 404 `UPLOAD_NOT_OWNED`), one open application per
 * buyer (409, a partial unique index under racing submits), then the SMS code of the contact phone
 * (scene `apply`) is checked and used up with the row, in one transaction.
 */
export async function submitApplication(
  deps: TDeps,
  userId: number,
  input: TSubmit,
  now = Date.now(),
): Promise<{ id: number }> {
  const names = await sysCategoryNames(deps.db, input.categoryIds);
  if (input.categoryIds.some((id) => !names.has(id))) throw appError('SELLER_APPLICATION_CATEGORY');
  if (!(await isOwnedUpload(deps, input.licenseImage, { type: 'user', id: userId }))) {
    throw appError('UPLOAD_NOT_OWNED', { field: 'licenseImage' });
  }
  if (await repo.hasOpenApplication(deps.db, userId)) throw appError('SELLER_APPLICATION_OPEN');
  const codeId = await checkSmsCode(deps, { phone: input.phone, scene: 'apply', code: input.code, consume: false });
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const id = await repo.insertApplication(trx, {
        user_id: userId,
        phone: input.phone,
        company_name: input.companyName,
        uscc: input.uscc,
        legal_person: input.legalPerson,
        contact_name: input.contactName,
        shop_name: input.shopName,
        category_ids: JSON.stringify(input.categoryIds),
        license_image: input.licenseImage,
        province: input.province,
        city: input.city,
        area: input.area,
        address: input.address,
        status: APPLICATION_STATUS.PENDING,
        seller_id: null,
        created_at: now,
        decided_at: null,
      });
      await useUpSmsCode({ ...deps, db: trx }, codeId, now);
      return { id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw appError('SELLER_APPLICATION_OPEN');
    throw err;
  }
}

/** The buyer's latest application (its state, the operator's reason, what was sent), or null. */
export async function applicationStatus(db: Kysely<DB>, userId: number): Promise<TSellerApplication | null> {
  const row = await repo.latestApplication(db, userId);
  return row ? toApplication(row) : null;
}
