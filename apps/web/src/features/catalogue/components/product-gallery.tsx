import { type MouseEvent, useEffect, useRef, useState } from 'react';
import {
  CloseOutlined,
  LeftOutlined,
  PictureOutlined,
  RightOutlined,
  ZoomInOutlined,
} from '../../../components/ui/icons';
import { GOODS_IMG_ROW, type TGoodsImage } from '../goods-img';

/** Side of the main image (450² shown in a 452 box with its border) and of the zoom image (900²). */
const SHOW = 450;
const LARGE = 900;
/** The lens covers the part of the main image the zoom panel shows: panel / zoom factor. */
const LENS = (SHOW * SHOW) / LARGE;

interface TLens {
  x: number;
  y: number;
}

/**
 * Product gallery: the main image at 450², a lens with the 900² image in a panel beside it on hover,
 * a click opens the 900² images full-screen; thumbnails (86²) in rows of 4 (spec §3 goodsImg), one
 * row at a time with arrows to the next.
 */
export function ProductGallery({ rows, title }: { rows: TGoodsImage[][]; title: string }) {
  const images = rows.flat();
  const [current, setCurrent] = useState(0);
  const [rowIndex, setRowIndex] = useState(0);
  const [lens, setLens] = useState<TLens | null>(null);
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  const image = images[current];

  if (!image) {
    return (
      <div className="gallery">
        <div className="gallery-main">
          <div className="gallery-empty">
            <span>
              <PictureOutlined /> 暂无商品图片
            </span>
          </div>
        </div>
      </div>
    );
  }

  const onMove = (e: MouseEvent<HTMLButtonElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(Math.max(v, 0), SHOW - LENS);
    setLens({ x: clamp(e.clientX - box.left - LENS / 2), y: clamp(e.clientY - box.top - LENS / 2) });
  };

  const row = rows[rowIndex] ?? [];
  const zoom = LARGE / SHOW;

  return (
    <div className="gallery" data-testid="product-gallery">
      <button
        type="button"
        className="gallery-main"
        onMouseMove={onMove}
        onMouseLeave={() => setLens(null)}
        onClick={() => setPreviewOpen(true)}
      >
        {/* The name begins with the visible hint (WCAG 2.5.3), then the picture's alt; no aria-label. */}
        {lens ? null : (
          <span className="gallery-hint">
            <ZoomInOutlined aria-hidden /> <span className="gallery-hint-hover">悬停放大，</span>点击查看大图
          </span>
        )}
        <img src={image.showPath} alt={title} width={SHOW} height={SHOW} fetchPriority="high" />
        {lens ? <span className="gallery-lens" style={{ left: lens.x, top: lens.y }} /> : null}
      </button>
      {lens ? (
        <div
          className="gallery-zoom"
          data-testid="gallery-zoom"
          style={{
            backgroundImage: `url("${image.largePath}")`,
            backgroundPosition: `${-lens.x * zoom}px ${-lens.y * zoom}px`,
          }}
        />
      ) : null}

      <div className="gallery-strip">
        <button
          type="button"
          className="gallery-strip-btn"
          disabled={rowIndex === 0}
          onClick={() => setRowIndex((r) => r - 1)}
          aria-label="上一组图片"
        >
          <LeftOutlined />
        </button>
        <div className="gallery-row">
          {row.map((img, i) => {
            const index = rowIndex * GOODS_IMG_ROW + i;
            return (
              <button
                type="button"
                key={img.path}
                className={`gallery-thumb${index === current ? ' is-active' : ''}`}
                onMouseEnter={() => setCurrent(index)}
                onFocus={() => setCurrent(index)}
                onClick={() => setCurrent(index)}
                aria-label={`第 ${index + 1} 张图片`}
                aria-current={index === current ? 'true' : undefined}
              >
                <img src={img.miniPath} alt="" width={86} height={86} loading="lazy" />
              </button>
            );
          })}
        </div>
        <button
          type="button"
          className="gallery-strip-btn"
          disabled={rowIndex >= rows.length - 1}
          onClick={() => setRowIndex((r) => r + 1)}
          aria-label="下一组图片"
        >
          <RightOutlined />
        </button>
      </div>

      {isPreviewOpen ? (
        <GalleryPreview
          images={images}
          title={title}
          current={current}
          onChange={(index) => {
            setCurrent(index);
            setRowIndex(Math.floor(index / GOODS_IMG_ROW));
          }}
          onClose={() => setPreviewOpen(false)}
        />
      ) : null}
    </div>
  );
}

/**
 * The 900² images full-screen in a modal dialog (the browser's own: focus stays inside, Escape
 * closes); arrows and ←/→ move through them, a click on the backdrop closes.
 */
function GalleryPreview({
  images,
  title,
  current,
  onChange,
  onClose,
}: {
  images: TGoodsImage[];
  title: string;
  current: number;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal?.();
    return () => el?.close?.();
  }, []);
  const image = images[current];
  const step = (by: number) => onChange((current + by + images.length) % images.length);
  return (
    <dialog
      ref={dialog}
      className="gallery-preview"
      aria-label={`${title} 大图`}
      data-testid="gallery-preview"
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') step(-1);
        else if (e.key === 'ArrowRight') step(1);
      }}
    >
      {image ? (
        <img src={image.largePath} alt={`${title}（${current + 1}/${images.length}）`} width={LARGE} height={LARGE} />
      ) : null}
      <button type="button" className="gallery-preview-close" aria-label="关闭" onClick={onClose}>
        <CloseOutlined />
      </button>
      {images.length > 1 ? (
        <>
          <button type="button" className="gallery-preview-nav is-prev" aria-label="上一张" onClick={() => step(-1)}>
            <LeftOutlined />
          </button>
          <button type="button" className="gallery-preview-nav is-next" aria-label="下一张" onClick={() => step(1)}>
            <RightOutlined />
          </button>
          <span className="gallery-preview-count">
            {current + 1} / {images.length}
          </span>
        </>
      ) : null}
    </dialog>
  );
}
