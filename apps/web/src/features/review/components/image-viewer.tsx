import { type KeyboardEvent, useEffect, useRef } from 'react';
import { CloseOutlined, LeftOutlined, RightOutlined } from '../../../components/ui/icons';
import { imageUrl } from '../../../lib/image-url';

interface TImageViewerProps {
  images: string[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * A review's pictures, large (preset 900), over the page: previous / next / close as 44 px buttons,
 * Esc and the arrow keys, focus kept inside while open and given back on close.
 */
export function ImageViewer({ images, index, onIndex, onClose }: TImageViewerProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const go = (step: number) => onIndex((index + step + count) % count);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => before?.focus?.();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onClose();
    else if (e.key === 'ArrowLeft' && count > 1) go(-1);
    else if (e.key === 'ArrowRight' && count > 1) go(1);
    else if (e.key === 'Tab') {
      const buttons = [...(dialog.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
      const first = buttons[0];
      const last = buttons.at(-1);
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop closes on click; the buttons and keys do the same
    <div className="review-viewer" onClick={onClose} onKeyDown={onKeyDown} data-testid="review-viewer">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={`评价图片 ${index + 1}/${count}`}
        className="review-viewer-box"
        onClick={(e) => e.stopPropagation()}
        onKeyDown={undefined}
      >
        <img src={imageUrl(images[index] ?? '', '900')} alt={`评价图片 ${index + 1}`} className="review-viewer-img" />
        <span className="review-viewer-count">
          {index + 1}/{count}
        </span>
        {count > 1 ? (
          <>
            <button type="button" className="review-viewer-btn is-prev" aria-label="上一张" onClick={() => go(-1)}>
              <LeftOutlined />
            </button>
            <button type="button" className="review-viewer-btn is-next" aria-label="下一张" onClick={() => go(1)}>
              <RightOutlined />
            </button>
          </>
        ) : null}
        <button ref={close} type="button" className="review-viewer-btn is-close" aria-label="关闭" onClick={onClose}>
          <CloseOutlined />
        </button>
      </div>
    </div>
  );
}
