import { Image } from 'antd';
import { imageUrl } from '../../../lib/image-url';

/** A buyer's pictures (a review's, an after-sales request's evidence): thumbnails that open large. */
export function BuyerPictures({ images, alt }: { images: string[]; alt: string }) {
  if (images.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <div className="seller-pictures">
        {images.map((src) => (
          <Image
            key={src}
            src={imageUrl(src, '86')}
            preview={{ src: imageUrl(src, '900') }}
            width={64}
            height={64}
            alt={alt}
          />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}
