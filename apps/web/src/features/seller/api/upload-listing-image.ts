import { upload } from '../../../lib/request';

/** A product picture, uploaded under the seller's token (the upload call takes it) → its `/files/…` path. */
export async function uploadListingImage(file: File): Promise<{ url: string }> {
  return upload(file, file.name, { role: 'seller' });
}
