import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import { imageUrl } from '../../../lib/image-url';
import { toast } from '../../../lib/toast';
import { checkImageFile, IMAGE_ACCEPT, uploadImage } from '../api/upload-image';
import './upload.css';

interface TImageUploaderProps {
  /** The uploaded pictures' `/files/…` paths (antd Form passes it). */
  value?: string[];
  onChange?: (value: string[]) => void;
  /** How many pictures at most. */
  max: number;
  /** The add tile's text. */
  label?: string;
  'data-testid'?: string;
}

/**
 * Pictures for a review or an after-sales request: each file is checked (type, size) before it is
 * sent through the upload call; the value is the list of stored paths. Thumbnails sit three across
 * on a phone and each has a 44 px remove button.
 */
export function ImageUploader({ value = [], onChange, max, label = '上传图片', ...rest }: TImageUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(0);
  // The latest list: uploads finish one by one and each adds to what is there by then.
  const latest = useRef(value);
  latest.current = value;

  const onFiles = async (files: FileList | null) => {
    const picked = [...(files ?? [])];
    if (input.current) input.current.value = '';
    const room = max - latest.current.length - pending;
    if (picked.length > room) toast.warning(`最多上传${max}张图片`);
    const sendable = picked.slice(0, Math.max(0, room));
    for (const file of sendable) {
      const reason = checkImageFile(file);
      if (reason) {
        toast.warning(reason);
        continue;
      }
      setPending((n) => n + 1);
      try {
        const result = await uploadImage(file);
        latest.current = [...latest.current, result.url];
        onChange?.(latest.current);
      } catch {
        // toasted by the request client
      } finally {
        setPending((n) => n - 1);
      }
    }
  };

  const remove = (url: string) => onChange?.(value.filter((u) => u !== url));
  const isFull = value.length + pending >= max;

  return (
    <div className="image-uploader" data-testid={rest['data-testid']}>
      {value.map((url, i) => (
        <div key={url} className="image-uploader-item" data-testid="uploaded-image">
          <img src={imageUrl(url, '86')} alt={`图片${i + 1}`} />
          <button
            type="button"
            className="image-uploader-remove"
            aria-label={`删除图片${i + 1}`}
            onClick={() => remove(url)}
          >
            <DeleteOutlined />
          </button>
        </div>
      ))}
      {Array.from({ length: pending }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={`pending-${i}`} className="image-uploader-item is-pending" role="status" aria-label="上传中">
          <LoadingOutlined />
        </div>
      ))}
      {isFull ? null : (
        <label className="image-uploader-add">
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            className="image-uploader-input"
            aria-label={label}
            onChange={(e) => void onFiles(e.target.files)}
          />
          <PlusOutlined />
          <span>{label}</span>
          <span className="image-uploader-count">
            {value.length}/{max}
          </span>
        </label>
      )}
    </div>
  );
}
