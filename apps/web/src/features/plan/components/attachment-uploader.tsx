import { DeleteOutlined, FilePdfOutlined, LoadingOutlined, PaperClipOutlined } from '@ant-design/icons';
import {
  PLAN_ATTACHMENTS_MAX,
  UPLOAD_DOC_TYPES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_PDF_MAX_BYTES,
} from '@mall/contract';
import { imageUrl } from '../../../lib/image-url';
import { upload } from '../../../lib/request';
import { useUploadQueue } from '../../upload';
import type { TPlanAttachmentDraft } from '../plan-form';

const IMAGE_TYPES: readonly string[] = UPLOAD_IMAGE_TYPES;
const DOC_TYPES: readonly string[] = UPLOAD_DOC_TYPES;
const ACCEPT = [...IMAGE_TYPES, ...DOC_TYPES].join(',');
const MB = 1024 * 1024;

/** Why a file cannot be attached (type, size), or null when it may be sent. */
export function checkPlanAttachment(file: { type: string; size: number }): string | null {
  if (IMAGE_TYPES.includes(file.type)) {
    return file.size > UPLOAD_IMAGE_MAX_BYTES ? `图片大小不能超过${UPLOAD_IMAGE_MAX_BYTES / MB}MB` : null;
  }
  if (DOC_TYPES.includes(file.type)) {
    return file.size > UPLOAD_PDF_MAX_BYTES ? `PDF文件大小不能超过${UPLOAD_PDF_MAX_BYTES / MB}MB` : null;
  }
  return '仅支持 JPG、PNG、WEBP 图片或 PDF 文件';
}

interface TProps {
  value?: TPlanAttachmentDraft[];
  onChange?: (value: TPlanAttachmentDraft[]) => void;
  id?: string;
}

/** The plan's attachments (at most five pictures or PDFs), each sent through the upload call. */
export function PlanAttachmentUploader({ value = [], onChange, id }: TProps) {
  const { input, pending, onFiles, isFull } = useUploadQueue({
    value,
    onChange,
    max: PLAN_ATTACHMENTS_MAX,
    tooMany: `附件最多${PLAN_ATTACHMENTS_MAX}个`,
    check: checkPlanAttachment,
    send: async (file): Promise<TPlanAttachmentDraft> => {
      const r = await upload(file, file.name);
      return { url: r.url, name: (r.name || file.name).slice(0, 100), kind: r.kind };
    },
  });
  return (
    <div className="image-uploader" data-testid="plan-attachments-input">
      {value.map((a, i) => (
        <div key={a.url} className="image-uploader-item" data-testid="plan-attachment-item">
          {a.kind === 'image' ? (
            <img src={imageUrl(a.url, '86')} alt={a.name} />
          ) : (
            <span className="plan-uploader-pdf">
              <FilePdfOutlined />
              <span className="plan-uploader-name">{a.name}</span>
            </span>
          )}
          <button
            type="button"
            className="image-uploader-remove"
            aria-label={`删除附件${i + 1}：${a.name}`}
            onClick={() => onChange?.(value.filter((x) => x.url !== a.url))}
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
            id={id}
            type="file"
            accept={ACCEPT}
            multiple
            className="image-uploader-input"
            aria-label="上传附件（图片或PDF）"
            onChange={(e) => void onFiles(e.target.files)}
            data-testid="plan-attachment-file"
          />
          <PaperClipOutlined />
          <span>上传附件</span>
          <span className="image-uploader-count">
            {value.length}/{PLAN_ATTACHMENTS_MAX}
          </span>
        </label>
      )}
    </div>
  );
}
