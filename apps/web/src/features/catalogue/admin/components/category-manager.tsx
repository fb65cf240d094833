import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TAdminCategory } from '@mall/contract';
import { CATEGORY_MAX_DEPTH } from '@mall/contract/wire';
import { Button, Popconfirm, Skeleton, Tag, Tooltip, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { useState } from 'react';
import { LoadFailed } from '../../../../components/load-failed';
import { useAntdPhone } from '../../../../components/use-antd-phone';
import { toast } from '../../../../lib/toast';
import { useAddCategory } from '../api/add-category';
import { useAdminCategoryTree } from '../api/get-category-tree';
import { useMoveCategory } from '../api/move-category';
import { useRemoveCategory } from '../api/remove-category';
import { useUpdateCategory } from '../api/update-category';
import { dropPlace, findCategory, shiftPlace, type TCategoryPlace } from '../category-moves';
import { CategoryForm, type TCategoryFormTarget, type TCategoryFormValues } from './category-form';
import { CategoryIcon } from './category-icon';

/** A new category goes last among its siblings unless the operator says otherwise. */
function nextSort(siblings: TAdminCategory[]): number {
  return Math.min(9999, Math.max(-1, ...siblings.map((s) => s.sort)) + 1);
}

function allKeys(nodes: TAdminCategory[]): number[] {
  return nodes.flatMap((n) => [n.id, ...allKeys(n.children)]);
}

/**
 * 分类管理: the storefront's category tree (three levels at most), each node with its icon, product
 * count and actions: 上移 / 下移, 新增子分类, 编辑 (name, icon, sort value), 删除 (asked first; the
 * server refuses a category that still has children or products and says which). On a desktop a
 * node may also be dragged to another place. Every change shows on the storefront at once.
 */
export function CategoryManager() {
  const isPhone = useAntdPhone();
  const query = useAdminCategoryTree();
  const add = useAddCategory();
  const update = useUpdateCategory();
  const move = useMoveCategory();
  const remove = useRemoveCategory();
  const [formTarget, setFormTarget] = useState<TCategoryFormTarget | null>(null);
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const tree = query.data ?? [];
  const expandedKeys = expanded ?? allKeys(tree);

  const moveTo = async (id: number, place: TCategoryPlace) => {
    try {
      await move.mutateAsync({ id, ...place });
      toast.success('已调整位置');
    } catch {
      // toasted by the request layer; the tree reloads
    }
  };

  const onSubmit = async (values: TCategoryFormValues) => {
    if (!formTarget) return;
    if (formTarget.mode === 'add') {
      await add.mutateAsync({ parentId: formTarget.parentId, ...values });
      if (formTarget.parentId) setExpanded([...expandedKeys, formTarget.parentId]);
      toast.success('分类已新增');
    } else {
      await update.mutateAsync({ id: formTarget.id, ...values });
      toast.success('分类已保存');
    }
  };

  const onRemove = async (node: TAdminCategory) => {
    try {
      await remove.mutateAsync({ id: node.id });
      toast.success(`已删除「${node.name}」`);
    } catch {
      // the server says what still uses it (子分类 / 商品 / 优惠券)
    }
  };

  // Rebuilt each render: the tree is a few dozen nodes, and its handlers read the latest state.
  const build = (nodes: TAdminCategory[], depth: number): TreeDataNode[] =>
    nodes.map((node, index) => ({
      key: node.id,
      title: (
        <CategoryRow
          node={node}
          depth={depth}
          isPhone={isPhone}
          isFirst={index === 0}
          isLast={index === nodes.length - 1}
          onShift={(step) => {
            const place = shiftPlace(tree, node.id, step);
            if (place) void moveTo(node.id, place);
          }}
          onAddChild={() =>
            setFormTarget({ mode: 'add', parentId: node.id, parentName: node.name, sort: nextSort(node.children) })
          }
          onEdit={() =>
            setFormTarget({
              mode: 'edit',
              id: node.id,
              values: { name: node.name, icon: node.icon, sort: node.sort },
            })
          }
          onRemove={() => onRemove(node)}
        />
      ),
      children: build(node.children, depth + 1),
    }));
  const treeData = build(tree, 1);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragId = Number(info.dragNode.key);
    const targetId = Number(info.node.key);
    const pos = info.node.pos.split('-');
    const relative = info.dropPosition - Number(pos[pos.length - 1]);
    const place = dropPlace(tree, dragId, targetId, !info.dropToGap, relative < 0 ? -1 : 1);
    if ('refused' in place) {
      toast.error(place.refused);
      return;
    }
    const at = findCategory(tree, dragId);
    const index = at?.siblings.findIndex((s) => s.id === dragId) ?? -1;
    if (at && at.node.parentId === place.parentId && index === place.sort) return;
    void moveTo(dragId, place);
  };

  return (
    <div className="admin-card" data-testid="admin-category">
      <div className="admin-filters" style={{ justifyContent: 'space-between' }}>
        <span style={{ color: 'var(--text-2)' }}>
          分类最多{CATEGORY_MAX_DEPTH}级；{isPhone ? '用上移、下移调整顺序' : '拖动分类或用上移、下移调整位置'}
          ，修改即时在商城生效。
        </span>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setFormTarget({ mode: 'add', parentId: 0, parentName: null, sort: nextSort(tree) })}
          data-testid="category-add-top"
        >
          新增一级分类
        </Button>
      </div>
      {query.isError ? (
        <LoadFailed title="分类加载失败" onRetry={() => query.refetch()} />
      ) : query.isPending ? (
        <Skeleton active />
      ) : tree.length === 0 ? (
        <p style={{ textAlign: 'center', color: 'var(--text-3)', padding: 24 }}>暂无分类，请先新增一级分类</p>
      ) : (
        <Tree
          className="admin-category-tree"
          blockNode
          showLine
          selectable={false}
          draggable={isPhone ? false : { icon: false }}
          treeData={treeData}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys.map(Number))}
          onDrop={onDrop}
        />
      )}
      <CategoryForm
        target={formTarget}
        isBusy={add.isPending || update.isPending}
        onSubmit={onSubmit}
        onClose={() => setFormTarget(null)}
      />
    </div>
  );
}

function CategoryRow({
  node,
  depth,
  isPhone,
  isFirst,
  isLast,
  onShift,
  onAddChild,
  onEdit,
  onRemove,
}: {
  node: TAdminCategory;
  depth: number;
  /** On a phone the actions are icons only (their names are their labels), so a node takes two rows. */
  isPhone: boolean;
  isFirst: boolean;
  isLast: boolean;
  onShift: (step: -1 | 1) => void;
  onAddChild: () => void;
  onEdit: () => void;
  onRemove: () => Promise<void>;
}) {
  const stop = (e: React.MouseEvent) => e.stopPropagation();
  const canRemove = node.children.length === 0 && node.productCount === 0;
  return (
    <div className="admin-category-row" data-testid="category-node" data-category-id={node.id}>
      <span className="admin-category-name">
        <CategoryIcon icon={node.icon} />
        <b>{node.name}</b>
        <Tag>{node.productTotal} 件商品</Tag>
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: stops the row's own click (expand) under the buttons */}
      <span className="admin-category-actions" onClick={stop} onKeyDown={() => undefined}>
        <Tooltip title="上移">
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            disabled={isFirst}
            onClick={() => onShift(-1)}
            aria-label={`上移「${node.name}」`}
          />
        </Tooltip>
        <Tooltip title="下移">
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            disabled={isLast}
            onClick={() => onShift(1)}
            aria-label={`下移「${node.name}」`}
          />
        </Tooltip>
        {depth < CATEGORY_MAX_DEPTH ? (
          <Button
            size="small"
            type="link"
            icon={<PlusOutlined />}
            onClick={onAddChild}
            aria-label={`新增「${node.name}」的子分类`}
            data-testid="category-add-child"
          >
            {isPhone ? null : '子分类'}
          </Button>
        ) : null}
        <Button
          size="small"
          type="link"
          icon={<EditOutlined />}
          onClick={onEdit}
          aria-label={`编辑「${node.name}」`}
          data-testid="category-edit"
        >
          {isPhone ? null : '编辑'}
        </Button>
        <Popconfirm
          title={`删除「${node.name}」？`}
          description={
            canRemove
              ? '删除后商城不再显示该分类，且不可恢复。'
              : `该分类下还有${node.children.length ? `${node.children.length}个子分类` : ''}${node.children.length && node.productCount ? '和' : ''}${node.productCount ? `${node.productCount}件商品` : ''}，需先移走后才能删除。`
          }
          okText="删除"
          okButtonProps={{ danger: true, disabled: !canRemove }}
          cancelText="取消"
          onConfirm={onRemove}
        >
          <Button
            size="small"
            type="link"
            danger
            icon={<DeleteOutlined />}
            aria-label={`删除「${node.name}」`}
            data-testid="category-remove"
          >
            {isPhone ? null : '删除'}
          </Button>
        </Popconfirm>
      </span>
    </div>
  );
}
