export { checkImageFile, IMAGE_ACCEPT, uploadImage } from './api/upload-image';
export { ImageUploader } from './components/image-uploader';
export { useUploadQueue } from './use-upload-queue';
