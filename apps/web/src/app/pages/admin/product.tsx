import { ProductManager } from '../../../features/catalogue/admin';

/** 商品管理 (/admin/product): the review queue and every product, with take-down and restore. */
export default function AdminProductPage() {
  return (
    <div className="admin-card admin-product-tabs">
      <ProductManager />
    </div>
  );
}
