import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  BulbOutlined,
  CloudOutlined,
  HomeOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  SoundOutlined,
  SyncOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  ZoomInOutlined,
} from '../../../components/ui/icons';
import { imageUrl } from '../../../lib/image-url';
import { sortCategories, useCategoryTree } from '../../catalogue';
import { categoryHref } from '../links';

/**
 * A category's icon key (antd's names, as the catalogue stores them: CATEGORY_ICONS) drawn with the
 * icons the site has; an uploaded picture's `/files/…` path is drawn as that picture.
 */
const ICONS: Record<string, ReactNode> = {
  BulbOutlined: <BulbOutlined />,
  SafetyCertificateOutlined: <SafetyCertificateOutlined />,
  LockOutlined: <LockOutlined />,
  RadarChartOutlined: <ZoomInOutlined />,
  ClusterOutlined: <ApartmentOutlined />,
  ApiOutlined: <ThunderboltOutlined />,
  HomeOutlined: <HomeOutlined />,
  CloudOutlined: <CloudOutlined />,
  SoundOutlined: <SoundOutlined />,
  CodeOutlined: <ToolOutlined />,
  ControlOutlined: <SyncOutlined />,
  BankOutlined: <ShopOutlined />,
};

/**
 * The phone's category entries under the carousel (DESIGN.md §4): the top-level categories as round
 * icons in two rows that swipe sideways, each opening its product list. The box has its height before
 * the tree arrives (no layout shift on the first screen). Hidden on the desktop, where the category
 * menu beside the carousel does this; it shares that menu's (cached) category tree.
 */
export function CategoryGrid() {
  const query = useCategoryTree();
  const tree = useMemo(() => sortCategories(query.data), [query.data]);
  if (query.isSuccess && !tree.length) return null;
  return (
    <nav className="home-cat-grid" aria-label="分类入口" aria-busy={query.isPending || undefined}>
      {tree.map((c) => (
        <Link key={c.id} to={categoryHref(c.id)} className="home-cat-entry" data-testid="category-grid-item">
          <span className="home-cat-icon">
            {c.icon.startsWith('/files/') ? (
              // A picture the console uploaded for the category (DESIGN-OPERATE §A).
              <img src={imageUrl(c.icon, '86')} alt="" width={46} height={46} loading="lazy" />
            ) : (
              (ICONS[c.icon] ?? <AppstoreOutlined />)
            )}
          </span>
          {c.name}
        </Link>
      ))}
    </nav>
  );
}
