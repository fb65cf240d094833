import { DeleteOutlined, LoadingOutlined } from '@ant-design/icons';
import type { ReactNode, RefObject } from 'react';

/** One placeholder tile per upload under way (they have no identity until the answer lands). */
export function UploadPendingTiles({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
    <div key={`pending-${i}`} className="image-uploader-item is-pending" role="status" aria-label="上传中">
      <LoadingOutlined />
    </div>
  ));
}

interface TUploadAddTileProps {
  input: RefObject<HTMLInputElement | null>;
  onFiles: (files: FileList | null) => void;
  accept: string;
  /** The input's accessible name. */
  label: string;
  icon: ReactNode;
  text: string;
  count: number;
  max: number;
  id?: string;
  'data-testid'?: string;
}

/** The add tile: a transparent file input over the icon, the text and the count so far. */
export function UploadAddTile({ input, onFiles, accept, label, icon, text, count, max, ...rest }: TUploadAddTileProps) {
  return (
    <label className="image-uploader-add">
      <input
        ref={input}
        id={rest.id}
        type="file"
        accept={accept}
        multiple
        className="image-uploader-input"
        aria-label={label}
        data-testid={rest['data-testid']}
        onChange={(e) => onFiles(e.target.files)}
      />
      {icon}
      <span>{text}</span>
      <span className="image-uploader-count">
        {count}/{max}
      </span>
    </label>
  );
}

/** A tile's remove button: 44 px in the tile's corner, named for what it removes. */
export function UploadRemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button type="button" className="image-uploader-remove" aria-label={label} onClick={onRemove}>
      <DeleteOutlined />
    </button>
  );
}
