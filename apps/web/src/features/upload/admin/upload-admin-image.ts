import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { upload } from '../../../lib/request';

/** Uploads a console picture (news body and cover, home banners) with the admin's token → its `/files/…` path. */
export async function uploadAdminImage(file: File): Promise<{ url: string }> {
  return upload(file, file.name, {}, ADMIN_CALLS.adminUpload.uploadFile);
}
