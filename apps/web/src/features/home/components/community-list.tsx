import type { TCommunityPost } from '@mall/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { MessageOutlined, UserOutlined } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { imageUrl } from '../../../lib/image-url';
import { relativeTime } from '../../../lib/relative-time';
import { productDetailPath, useCommunity } from '../../catalogue';
import { BlockHead, QueryBlock } from './block-state';
import { CommunityComposer } from './community-composer';

const COMMUNITY_PAGE_SIZE = 6;

function Post({ post }: { post: TCommunityPost }) {
  return (
    <article className="post" data-testid="community-post">
      <header>
        <Avatar alt="" size={36} src={post.avatar ? imageUrl(post.avatar, '86') : undefined} icon={<UserOutlined />} />
        <span>
          <strong>{post.userName || '匿名用户'}</strong>
          <time dateTime={new Date(post.createdAt).toISOString()}>{relativeTime(post.createdAt)}</time>
        </span>
      </header>
      <p className="post-content">{post.content}</p>
      {post.productId ? (
        <Link to={productDetailPath(post.productId)} className="post-product" title={post.productTitle}>
          {post.productImage ? (
            <img
              src={imageUrl(post.productImage, '86')}
              alt={post.productTitle}
              loading="lazy"
              width={86}
              height={86}
            />
          ) : null}
          <span>{post.productTitle}</span>
        </Link>
      ) : null}
    </article>
  );
}

/** 社区动态 (getCommunity) with its total: author, avatar, content, relative time, the product it is about. */
export function CommunityList() {
  const [page, setPage] = useState(1);
  const query = useCommunity(page, COMMUNITY_PAGE_SIZE);
  const total = query.data?.total ?? 0;
  return (
    <section className="home-block home-community" aria-label="社区动态" data-testid="home-community">
      <BlockHead
        title={
          <>
            <MessageOutlined /> 社区动态
            {query.data ? (
              <span className="block-count" data-testid="community-total">
                (共 {total} 条)
              </span>
            ) : null}
          </>
        }
        hint="看看大家都在用什么智能设备"
      />
      {/* A new post shows first: go back to page 1 once it is in. */}
      <CommunityComposer onPosted={() => setPage(1)} />
      <QueryBlock
        query={query}
        errorTitle="社区动态加载失败"
        emptyText="还没有动态，快来分享你的智能生活吧"
        isEmpty={(d) => !d.data.length}
        skeleton={
          <div className="post-grid">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} active avatar paragraph={{ rows: 3 }} />
            ))}
          </div>
        }
      >
        {(d) => (
          <div className="post-grid">
            {d.data.map((p) => (
              <Post key={p.id} post={p} />
            ))}
          </div>
        )}
      </QueryBlock>
      {total > COMMUNITY_PAGE_SIZE ? (
        <Pagination
          className="home-pagination"
          align="center"
          size="small"
          current={page}
          pageSize={COMMUNITY_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </section>
  );
}
