import {
  CarOutlined,
  CustomerServiceOutlined,
  InfoCircleOutlined,
  LeftOutlined,
  PayCircleOutlined,
  PhoneOutlined,
  RightOutlined,
  ShoppingOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import { Breadcrumb, Button, Menu, type MenuProps } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { GuideArticleBody } from '../../features/guide/components/guide-article';
import {
  GUIDE_CONTENT,
  guidePath,
  neighbours,
  resolveGuide,
  type TGuideIcon,
} from '../../features/guide/guide-content';
import { siteArticle } from '../../features/guide/site-text';
import { useSiteInfo } from '../../lib/site-info';

const ICONS: Record<TGuideIcon, ReactNode> = {
  shopping: <ShoppingOutlined />,
  delivery: <CarOutlined />,
  payment: <PayCircleOutlined />,
  service: <CustomerServiceOutlined />,
  about: <InfoCircleOutlined />,
  iot: <WifiOutlined />,
};

const keyOf = (index: number, active: number) => `${index}-${active}`;

/** Scrolls a sideways row so its n-th entry shows at its start (a no-op where the row does not scroll). */
function reveal(row: HTMLElement | null, n: number) {
  const entry = row?.children[n];
  if (!row || !entry) return;
  row.scrollLeft += entry.getBoundingClientRect().left - row.getBoundingClientRect().left - 12;
}

/**
 * Help center (spec §2 Guide): `?index=` picks the section and `&active=` the article in it, as the
 * footer links them. Missing or unknown values open the first article; each change is a new history
 * entry, so the back button returns to the previous article.
 */
export default function GuidePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const site = useSiteInfo();
  const guide = resolveGuide(params.get('index'), params.get('active'));
  const { index, active, section } = guide;
  // Written with the default name, hotline and window; the operator's settings take their place.
  const article = siteArticle(guide.article, site);
  const [openKeys, setOpenKeys] = useState<string[]>([`s${index}`]);
  const { prev, next } = neighbours(index, active);
  const sectionRow = useRef<HTMLElement>(null);
  const articleRow = useRef<HTMLElement>(null);
  // On a phone the sections and articles are rows that swipe: keep the open one in view.
  useEffect(() => {
    reveal(sectionRow.current, index);
    reveal(articleRow.current, active);
  }, [index, active]);

  const items: MenuProps['items'] = GUIDE_CONTENT.map((s, i) => ({
    key: `s${i}`,
    icon: ICONS[s.icon],
    label: s.title,
    children: s.articles.map((a, j) => ({ key: keyOf(i, j), label: a.title })),
  }));

  const open = (i: number, j: number) => navigate(guidePath(i, j));

  return (
    <div className="container guide-page">
      <div className="guide-hero">
        <div>
          <h2>帮助中心</h2>
          <p>购物、配送、支付、售后与物联网选购，常见问题一站解答</p>
        </div>
        <div className="guide-hero-hotline">
          <small>客服热线 · {site.serviceHours}</small>
          <strong>{site.hotline}</strong>
        </div>
      </div>

      <nav className="guide-sections" aria-label="帮助分类" ref={sectionRow}>
        {GUIDE_CONTENT.map((s, i) => (
          <Link key={s.title} to={guidePath(i, 0)} className={`guide-section-card${i === index ? ' is-active' : ''}`}>
            {ICONS[s.icon]}
            <span>
              {s.title}
              <small>{s.articles.length} 篇文章</small>
            </span>
          </Link>
        ))}
      </nav>

      {/* On a phone the side menu gives way to this row of the section's articles (guide.css). */}
      <nav className="guide-article-row" aria-label={`${section.title}的文章`} ref={articleRow}>
        {section.articles.map((a, j) => (
          <Link
            key={a.title}
            to={guidePath(index, j)}
            className={`guide-article-chip${j === active ? ' is-active' : ''}`}
            aria-current={j === active ? 'page' : undefined}
          >
            {a.title}
          </Link>
        ))}
      </nav>

      <div className="guide-layout">
        <aside className="guide-menu">
          <Menu
            mode="inline"
            items={items}
            selectedKeys={[keyOf(index, active)]}
            openKeys={openKeys}
            onOpenChange={setOpenKeys}
            onClick={({ key }) => {
              const [i, j] = key.split('-').map(Number);
              open(i, j);
            }}
          />
        </aside>

        <article className="guide-article" data-testid="guide-article">
          <Breadcrumb
            items={[
              { title: <Link to="/guide">帮助中心</Link> },
              { title: <Link to={guidePath(index, 0)}>{section.title}</Link> },
              { title: article.title },
            ]}
          />
          <h1 data-testid="guide-title">{article.title}</h1>
          <p className="guide-summary">{article.summary}</p>
          <GuideArticleBody blocks={article.blocks} />
          {article.actions?.length ? (
            <div className="guide-actions">
              {article.actions.map((a, i) => (
                <Button key={a.to} type={i === 0 ? 'primary' : 'default'} onClick={() => navigate(a.to)}>
                  {a.label}
                </Button>
              ))}
            </div>
          ) : null}
          <nav className="guide-pager" aria-label="上一篇与下一篇">
            {prev ? (
              <Link to={guidePath(prev.index, prev.active)}>
                <LeftOutlined /> 上一篇：{prev.title}
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link to={guidePath(next.index, next.active)}>
                下一篇：{next.title} <RightOutlined />
              </Link>
            ) : null}
          </nav>
          <div className="guide-contact">
            <PhoneOutlined />
            <span>
              没有找到答案？请拨打客服热线 <strong>{site.hotline}</strong>（{site.serviceHours}），我们将竭诚为您服务。
            </span>
          </div>
        </article>
      </div>
    </div>
  );
}
