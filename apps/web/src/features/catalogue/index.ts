/**
 * The catalogue's public face: what other features use (the home page's blocks show products,
 * categories, portal slots, shops and the community). Everything else in this folder is internal;
 * `npm run lint` (dependency-cruiser, rule feature-internals) refuses imports that pass by it.
 */
export { useAddCommunity } from './api/add-community';
export { useCategoryTree } from './api/get-category-tree';
export { useClassifications } from './api/get-classifications';
export { useCommunity } from './api/get-community';
export { usePortal } from './api/get-portal';
export { getProductPageQueryOptions } from './api/get-product-page';
export { useRecommendedShops } from './api/get-recommended-shops';
// The plan form picks a product's standard.
export { getStocksQueryOptions } from './api/get-stocks';
export { categoryOptions, findCategoryPath, sortCategories, type TCategoryOption } from './category-tree';
export { CardCompat } from './components/card-compat';
export { ProductCard, productDetailPath } from './components/product-card';
