/** The console's catalogue screens (DESIGN-OPERATE §A): only /admin pages import this, never a buyer page. */
import './admin.css';

export { CategoryManager } from './components/category-manager';
export { ProductManager } from './components/product-manager';
