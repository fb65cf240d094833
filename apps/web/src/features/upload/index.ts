// The upload tiles' styles, for every uploader built on this feature (ImageUploader, AttachmentUploader).
import './components/upload.css';

export { uploadAdminImage } from './admin/upload-admin-image';
export {
  ATTACHMENT_ACCEPT,
  checkAttachmentFile,
  type TAttachmentDraft,
  uploadAttachment,
} from './api/upload-attachment';
export { checkImageFile, IMAGE_ACCEPT, uploadImage } from './api/upload-image';
export { AttachmentUploader } from './components/attachment-uploader';
export { ImageUploader } from './components/image-uploader';
// Uploaders of other features (the workbench's product pictures) build on the same queue and tiles.
export { UploadAddTile, UploadPendingTiles } from './components/upload-tiles';
export { useUploadQueue } from './use-upload-queue';
