import { PlusOutlined } from '@ant-design/icons';
import { imageUrl } from '../../../lib/image-url';
import { checkImageFile, IMAGE_ACCEPT, uploadImage } from '../api/upload-image';
import { useUploadQueue } from '../use-upload-queue';
import { UploadAddTile, UploadPendingTiles, UploadRemoveButton } from './upload-tiles';
import './upload.css';

interface TImageUploaderProps {
  /** The uploaded pictures' `/files/…` paths (antd Form passes it). */
  value?: string[];
  onChange?: (value: string[]) => void;
  /** How many pictures at most. */
  max: number;
  /** The add tile's text. */
  label?: string;
  /** Where files go (the console's upload); the buyer's upload call unless told. */
  send?: (file: File) => Promise<{ url: string }>;
  'data-testid'?: string;
}

/**
 * Pictures for a review or an after-sales request: each file is checked (type, size) before it is
 * sent through the upload call; the value is the list of stored paths. Thumbnails sit three across
 * on a phone and each has a 44 px remove button.
 */
export function ImageUploader({
  value = [],
  onChange,
  max,
  label = '上传图片',
  send = uploadImage,
  ...rest
}: TImageUploaderProps) {
  const { input, pending, onFiles, isFull } = useUploadQueue({
    value,
    onChange,
    max,
    tooMany: `最多上传${max}张图片`,
    check: checkImageFile,
    send: async (file) => (await send(file)).url,
  });

  const remove = (url: string) => onChange?.(value.filter((u) => u !== url));

  return (
    <div className="image-uploader" data-testid={rest['data-testid']}>
      {value.map((url, i) => (
        <div key={url} className="image-uploader-item" data-testid="uploaded-image">
          <img src={imageUrl(url, '86')} alt={`图片${i + 1}`} />
          <UploadRemoveButton label={`删除图片${i + 1}`} onRemove={() => remove(url)} />
        </div>
      ))}
      <UploadPendingTiles count={pending} />
      {isFull ? null : (
        <UploadAddTile
          input={input}
          onFiles={(files) => void onFiles(files)}
          accept={IMAGE_ACCEPT}
          label={label}
          icon={<PlusOutlined />}
          text={label}
          count={value.length}
          max={max}
        />
      )}
    </div>
  );
}
