import { FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { TPlanAttachment } from '@mall/contract';
import { fileSizeText } from '../plan-view';

/** A plan's attachments to download: PDFs (served as attachments) and pictures, each with its size. */
export function PlanAttachments({ attachments }: { attachments: readonly TPlanAttachment[] }) {
  return (
    <ul className="plan-attachments" data-testid="plan-attachments">
      {attachments.map((a) => (
        <li key={a.url}>
          <a href={a.url} download={a.name} target="_blank" rel="noopener noreferrer" data-testid="plan-attachment">
            {a.kind === 'pdf' ? <FilePdfOutlined aria-hidden /> : <FileImageOutlined aria-hidden />}
            <span className="plan-attachment-name">{a.name}</span>
            <span className="plan-attachment-size">{fileSizeText(a.size)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
