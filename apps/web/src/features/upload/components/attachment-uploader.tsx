import { FilePdfOutlined, PaperClipOutlined } from '@ant-design/icons';
import { imageUrl } from '../../../lib/image-url';
import {
  ATTACHMENT_ACCEPT,
  checkAttachmentFile,
  type TAttachmentDraft,
  uploadAttachment,
} from '../api/upload-attachment';
import { useUploadQueue } from '../use-upload-queue';
import { UploadAddTile, UploadPendingTiles, UploadRemoveButton } from './upload-tiles';
import './upload.css';

interface TAttachmentUploaderProps {
  value?: TAttachmentDraft[];
  onChange?: (value: TAttachmentDraft[]) => void;
  /** How many attachments at most (the contract's limit for the form). */
  max: number;
  id?: string;
  /** Names the test ids: `<prefix>-attachments-input` (the box), `-attachment-item`, `-attachment-file`. */
  testIdPrefix: string;
}

/**
 * Attachments for a demand or a plan (pictures or PDFs): each file is checked before it goes through
 * the upload call; the value keeps each stored path with its name and kind. A PDF's tile shows its
 * icon and name.
 */
export function AttachmentUploader({ value = [], onChange, max, id, testIdPrefix }: TAttachmentUploaderProps) {
  const { input, pending, onFiles, isFull } = useUploadQueue({
    value,
    onChange,
    max,
    tooMany: `附件最多${max}个`,
    check: checkAttachmentFile,
    send: uploadAttachment,
  });
  return (
    <div className="image-uploader" data-testid={`${testIdPrefix}-attachments-input`}>
      {value.map((a, i) => (
        <div key={a.url} className="image-uploader-item" data-testid={`${testIdPrefix}-attachment-item`}>
          {a.kind === 'image' ? (
            <img src={imageUrl(a.url, '86')} alt={a.name} />
          ) : (
            <span className="attachment-uploader-pdf">
              <FilePdfOutlined />
              <span className="attachment-uploader-name">{a.name}</span>
            </span>
          )}
          <UploadRemoveButton
            label={`删除附件${i + 1}：${a.name}`}
            onRemove={() => onChange?.(value.filter((x) => x.url !== a.url))}
          />
        </div>
      ))}
      <UploadPendingTiles count={pending} />
      {isFull ? null : (
        <UploadAddTile
          input={input}
          id={id}
          onFiles={(files) => void onFiles(files)}
          accept={ATTACHMENT_ACCEPT}
          label="上传附件（图片或PDF）"
          icon={<PaperClipOutlined />}
          text="上传附件"
          count={value.length}
          max={max}
          data-testid={`${testIdPrefix}-attachment-file`}
        />
      )}
    </div>
  );
}
