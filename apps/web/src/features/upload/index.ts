// The upload tiles' styles, for every uploader built on this feature (ImageUploader, procurement attachments).
import './components/upload.css';

export { checkImageFile, IMAGE_ACCEPT, uploadImage } from './api/upload-image';
export { ImageUploader } from './components/image-uploader';
export { useUploadQueue } from './use-upload-queue';
