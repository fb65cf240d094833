import { CategoryManager } from '../../../features/catalogue/admin';

/** 分类管理 (/admin/category): the storefront's category tree. */
export default function AdminCategoryPage() {
  return <CategoryManager />;
}
