import { useRecommendedShops } from '../../catalogue';
import './bcca.css';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ShopOutlined } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { imageUrl } from '../../../lib/image-url';
import { shopHref } from '../links';
import { isEmptyList, QueryBlock } from './block-state';

/** Alliance members: the recommended shops (queryShopList) with their logos. */
export function BccaMembers() {
  const query = useRecommendedShops();
  return (
    <QueryBlock
      query={query}
      errorTitle="成员企业加载失败"
      emptyText="成员名单整理中"
      isEmpty={isEmptyList}
      skeleton={
        <div className="bcca-members">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} active avatar={{ shape: 'square', size: 64 }} paragraph={{ rows: 2 }} />
          ))}
        </div>
      }
    >
      {(shops) => (
        <div className="bcca-members" data-testid="bcca-members">
          {shops.map((shop) => (
            <Link key={shop.agentId} to={shopHref(shop.agentId)} className="bcca-member">
              <Avatar
                shape="square"
                size={64}
                src={shop.logo ? imageUrl(shop.logo, '86') : undefined}
                icon={<ShopOutlined />}
                // The shop's name is written beside it in the same link: the logo is decoration.
                alt=""
              />
              <strong>{shop.name}</strong>
              <small>{shop.description || '联盟成员企业'}</small>
              <span className="bcca-member-meta">在售 {shop.productCount} 款产品</span>
            </Link>
          ))}
        </div>
      )}
    </QueryBlock>
  );
}
