import { DeleteOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { LISTING_IMAGES_MAX } from '@mall/contract/seller-wire';
import { imageUrl } from '../../../lib/image-url';
import { checkImageFile, IMAGE_ACCEPT, UploadAddTile, UploadPendingTiles, useUploadQueue } from '../../upload';
import { uploadListingImage } from '../api/upload-listing-image';
import { moveImage } from '../listing-form';

interface TListingImagesProps {
  /** The pictures' paths, the 主图 first (antd Form passes it). */
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  /** While the listing waits for review: the pictures only, no tools. */
  isReadOnly?: boolean;
}

/**
 * A product's 1–9 pictures: uploaded under the seller's token, each with 左移 / 右移 / 删除 buttons;
 * the first is marked 主图 (the list and the detail page show it first).
 */
export function ListingImages({ value = [], onChange, id, isReadOnly = false }: TListingImagesProps) {
  const { input, pending, onFiles, isFull } = useUploadQueue({
    value,
    onChange,
    max: LISTING_IMAGES_MAX,
    tooMany: `最多上传${LISTING_IMAGES_MAX}张商品图片`,
    check: checkImageFile,
    send: async (file) => (await uploadListingImage(file)).url,
  });
  const move = (index: number, by: -1 | 1) => onChange?.(moveImage(value, index, by));
  const remove = (url: string) => onChange?.(value.filter((u) => u !== url));

  return (
    <div className="listing-images" data-testid="listing-images">
      {value.map((url, i) => (
        <figure key={url} className="listing-image" data-testid="listing-image">
          <img src={imageUrl(url, '450')} alt={`商品图片${i + 1}`} />
          {i === 0 ? <span className="listing-image-main">主图</span> : null}
          {isReadOnly ? null : (
            <div className="listing-image-tools">
              <button
                type="button"
                aria-label={`图片${i + 1}左移`}
                disabled={i === 0}
                onClick={() => move(i, -1)}
                data-testid="listing-image-left"
              >
                <LeftOutlined />
              </button>
              <button
                type="button"
                aria-label={`删除图片${i + 1}`}
                onClick={() => remove(url)}
                data-testid="listing-image-remove"
              >
                <DeleteOutlined />
              </button>
              <button
                type="button"
                aria-label={`图片${i + 1}右移`}
                disabled={i === value.length - 1}
                onClick={() => move(i, 1)}
                data-testid="listing-image-right"
              >
                <RightOutlined />
              </button>
            </div>
          )}
        </figure>
      ))}
      <UploadPendingTiles count={pending} />
      {isFull || isReadOnly ? null : (
        <UploadAddTile
          input={input}
          onFiles={(files) => void onFiles(files)}
          accept={IMAGE_ACCEPT}
          label="上传商品图片"
          icon={<PlusOutlined />}
          text="上传图片"
          count={value.length}
          max={LISTING_IMAGES_MAX}
          id={id}
          data-testid="listing-images-input"
        />
      )}
    </div>
  );
}
