import { FilePdfOutlined } from '@ant-design/icons';
import type { TDemandAttachment } from '@mall/contract';
import { Image } from 'antd';
import { imageUrl } from '../../../lib/image-url';

/** A demand's attachments: pictures as thumbnails (tap to enlarge), PDFs as links that open them. */
export function AttachmentList({ attachments }: { attachments: readonly TDemandAttachment[] }) {
  const images = attachments.filter((a) => a.kind === 'image');
  const pdfs = attachments.filter((a) => a.kind !== 'image');
  return (
    <div className="proc-attachments" data-testid="procurement-attachments">
      {images.length ? (
        <Image.PreviewGroup>
          <div className="proc-attachment-images">
            {images.map((a) => (
              <Image
                key={a.url}
                src={imageUrl(a.url, '86')}
                preview={{ src: imageUrl(a.url, '900') }}
                alt={a.name}
                width={86}
                height={86}
                className="proc-attachment-image"
              />
            ))}
          </div>
        </Image.PreviewGroup>
      ) : null}
      {pdfs.map((a) => (
        <a key={a.url} href={a.url} target="_blank" rel="noopener noreferrer" className="proc-attachment-pdf">
          <FilePdfOutlined /> {a.name}
        </a>
      ))}
    </div>
  );
}
