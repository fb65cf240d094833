import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import type { THomeSlot } from '@mall/contract';
import { Alert, Button, List, Modal, Popconfirm, Space, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { LoadFailed } from '../../../../components/load-failed';
import { imageUrl } from '../../../../lib/image-url';
import { toast } from '../../../../lib/toast';
import { useHomeSlots, useUpdateHomePosition } from '../api/home-slots';
import {
  draftOf,
  homeItemsPayload,
  itemPicture,
  itemTarget,
  moveItem,
  newItemKey,
  type THomeDraftItem,
} from '../home-slots-view';
import { HomeItemModal } from './home-item-modal';
import './home-slots.css';

/** One position: its items in order (add, edit, reorder, remove), a preview of what the home shows, 保存. */
function PositionEditor({ slot }: { slot: THomeSlot }) {
  const [items, setItems] = useState<THomeDraftItem[]>(() => slot.items.map(draftOf));
  const [editing, setEditing] = useState<THomeDraftItem | null>(null);
  const [isDirty, setDirty] = useState(false);
  const update = useUpdateHomePosition();
  useEffect(() => {
    setItems(slot.items.map(draftOf));
    setDirty(false);
  }, [slot]);

  const change = (next: THomeDraftItem[]) => {
    setItems(next);
    setDirty(true);
  };
  const shown = items.filter((i) => i.isShown).slice(0, slot.rownum);

  const save = () =>
    Modal.confirm({
      title: `保存「${slot.name}」？`,
      content: `保存后商城首页立即显示新的内容（前 ${slot.rownum} 个在售的）。`,
      okText: '保存',
      cancelText: '取消',
      onOk: async () => {
        try {
          await update.mutateAsync({ position: slot.position, items: homeItemsPayload(items) });
          toast.success('已保存，首页已更新');
          setDirty(false);
        } catch {
          // toasted by the request layer (a 407 or 404 names the item)
        }
      },
    });

  return (
    <div className="admin-home-position" data-testid={`admin-home-${slot.position}`}>
      <p className="admin-home-hint">
        {slot.hint}；首页显示前 {slot.rownum} 个，商品下架的自动跳过。
      </p>
      <section className="admin-home-preview" aria-label="首页预览">
        {shown.length === 0 ? <span className="admin-home-empty">首页此处暂无内容</span> : null}
        {shown.map((i, n) => (
          <figure key={i.key} className={slot.position === 'carousel' && n === 0 ? 'is-first' : undefined}>
            {itemPicture(i) ? (
              <img src={imageUrl(itemPicture(i), '450')} alt={i.title} />
            ) : (
              <div className="admin-home-noimg" />
            )}
            <figcaption>{i.title}</figcaption>
          </figure>
        ))}
      </section>
      <List
        className="admin-home-list"
        dataSource={items}
        locale={{ emptyText: '暂无内容，点击“添加内容”' }}
        renderItem={(i, index) => (
          <List.Item
            actions={[
              <Button
                key="up"
                aria-label="上移"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                onClick={() => change(moveItem(items, index, -1))}
              />,
              <Button
                key="down"
                aria-label="下移"
                icon={<ArrowDownOutlined />}
                disabled={index === items.length - 1}
                onClick={() => change(moveItem(items, index, 1))}
              />,
              <Button key="edit" type="link" onClick={() => setEditing(i)}>
                编辑
              </Button>,
              <Popconfirm
                key="remove"
                title={`移除「${i.title}」？`}
                description="保存后首页不再显示它"
                okText="移除"
                cancelText="取消"
                okButtonProps={{ danger: true }}
                onConfirm={() => change(items.filter((x) => x.key !== i.key))}
              >
                <Button type="link" danger>
                  移除
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              avatar={
                itemPicture(i) ? (
                  <img src={imageUrl(itemPicture(i), '86')} alt="" className="admin-home-thumb" />
                ) : (
                  <div className="admin-home-thumb admin-home-noimg" />
                )
              }
              title={
                <Space wrap size={4}>
                  <span>
                    {index + 1}. {i.title}
                  </span>
                  {i.productId !== null ? <Tag color="blue">商品：{i.productTitle ?? i.productId}</Tag> : null}
                  {i.isShown ? null : <Tag color="orange">商品已下架，不显示</Tag>}
                </Space>
              }
              description={<span className="admin-home-target">{itemTarget(i)}</span>}
            />
          </List.Item>
        )}
      />
      <Space wrap className="admin-home-actions">
        <Button
          icon={<PlusOutlined />}
          onClick={() =>
            setEditing({
              key: newItemKey(),
              title: '',
              desc: '',
              imageUrl: '',
              productId: null,
              productTitle: null,
              productImage: null,
              link: '',
              isShown: true,
            })
          }
          data-testid="admin-home-add"
        >
          添加内容
        </Button>
        <Button
          type="primary"
          onClick={save}
          disabled={!isDirty}
          loading={update.isPending}
          data-testid="admin-home-save"
        >
          保存
        </Button>
        {isDirty ? <span className="admin-home-dirty">有未保存的修改</span> : null}
      </Space>
      <HomeItemModal
        item={editing}
        onClose={() => setEditing(null)}
        onSave={(saved) => {
          const exists = items.some((x) => x.key === saved.key);
          change(exists ? items.map((x) => (x.key === saved.key ? saved : x)) : [...items, saved]);
          setEditing(null);
        }}
      />
    </div>
  );
}

/**
 * 首页装修: every portal position of the storefront's home. The category floors follow the category
 * tree, recommended shops the shops, the news carousel its headline articles (资讯管理 › 头条).
 */
export function HomeSlotsEditor() {
  const query = useHomeSlots();
  if (query.isError) return <LoadFailed title="首页位置加载失败" onRetry={() => query.refetch()} />;
  return (
    <div className="admin-card" data-testid="admin-home-slots">
      <Alert
        type="info"
        showIcon
        message="这里编辑商城首页的轮播、市场、广告位、排行榜和智慧生活。分类楼层随商品分类自动生成；资讯轮播在资讯管理中设为头条。"
        style={{ marginBottom: 12 }}
      />
      <Tabs
        items={(query.data ?? []).map((slot) => ({
          key: slot.position,
          label: `${slot.name}（${slot.items.length}）`,
          children: <PositionEditor slot={slot} />,
        }))}
      />
    </div>
  );
}
