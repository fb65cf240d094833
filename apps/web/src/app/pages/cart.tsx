import { ShoppingCartOutlined } from '@ant-design/icons';
import type { TCartGroup } from '@mall/contract';
import { CART_ITEM_STATUS, cartCount, formatYuan } from '@mall/contract/wire';
import { Button, Checkbox, Popconfirm, Skeleton } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { useAntdPhone } from '../../components/use-antd-phone';
import { useDeleteCartItems } from '../../features/cart/api/delete-cart-items';
import { useCartGroups } from '../../features/cart/api/get-cart';
import {
  allCheckState,
  checkedItems,
  effectiveChecked,
  selectionOf,
  type TCartSelection,
  toggleAll,
  toggleGroup,
  toggleItem,
  totalsOf,
} from '../../features/cart/cart-selection';
import { HubWarning } from '../../features/cart/components/cart-compat';
import { CartGroup } from '../../features/cart/components/cart-group';
import { flushQuantityEdits } from '../../features/cart/components/cart-quantity';
import '../../features/cart/components/cart.css';
import { cartSettlementHref } from '../../features/cart/settlement';
import { toast } from '../../lib/toast';

const NO_GROUPS: TCartGroup[] = [];

function CartEmpty() {
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <ShoppingCartOutlined className="cart-empty-icon" />
      <h2>购物车空空如也</h2>
      <p>去挑几件喜欢的智能好物吧</p>
      <Link to="/">
        <Button type="primary" size="large">
          去首页逛逛
        </Button>
      </Link>
    </div>
  );
}

function CartHead({ allCheck }: { allCheck: ReactNode }) {
  return (
    <div className="cart-table-head">
      <div className="cart-col-check">{allCheck}</div>
      <div className="cart-col-goods">商品信息</div>
      <div className="cart-col-price">单价</div>
      <div className="cart-col-qty">数量</div>
      <div className="cart-col-amount">小计</div>
      <div className="cart-col-ops">操作</div>
    </div>
  );
}

/** CartList (`/cart`): entries per seller, checks, quantities, deletion, totals and 去结算. */
export default function CartListPage() {
  const navigate = useNavigate();
  const isPhone = useAntdPhone();
  const cart = useCartGroups({ isFresh: true });
  const remove = useDeleteCartItems();
  const groups = cart.data ?? NO_GROUPS;
  const [selection, setSelection] = useState<TCartSelection | null>(null);
  const checked = useMemo(() => effectiveChecked(selection, groups), [selection, groups]);
  const setChecked = (next: ReadonlySet<number>) => setSelection(selectionOf(groups, next));

  const chosen = checkedItems(groups, checked);
  const totals = totalsOf(chosen);
  const all = allCheckState(groups, checked);
  const invalidIds = groups
    .flatMap((g) => g.productList)
    .filter((i) => i.status === CART_ITEM_STATUS.OFF_SHELF || i.status === CART_ITEM_STATUS.SOLD_OUT)
    .map((i) => i.id);

  const deleteItems = (ids: number[], done = '已从购物车删除') =>
    remove.mutateAsync(ids).then(
      () => toast.success(done),
      () => undefined,
    );

  const settle = async () => {
    if (chosen.length === 0) {
      toast.warning('请选择要结算的商品');
      return;
    }
    // A number typed a moment ago must reach the server before the settlement page reads the cart.
    await flushQuantityEdits();
    navigate(cartSettlementHref(chosen.map((i) => i.id)));
  };

  const bulk = (
    <>
      <Popconfirm
        title="删除选中的商品"
        description={`确定要删除选中的 ${chosen.length} 种商品吗？`}
        okText="删除"
        cancelText="取消"
        okButtonProps={{ danger: true }}
        disabled={chosen.length === 0}
        onConfirm={() => deleteItems(chosen.map((i) => i.id))}
      >
        <Button type="link" disabled={chosen.length === 0} data-testid="cart-delete-checked">
          删除选中的商品
        </Button>
      </Popconfirm>
      {invalidIds.length > 0 ? (
        <Popconfirm
          title="清除失效商品"
          description={`将删除 ${invalidIds.length} 种已下架或已售罄的商品`}
          okText="清除"
          cancelText="取消"
          okButtonProps={{ danger: true }}
          onConfirm={() => deleteItems(invalidIds, '已清除失效商品')}
        >
          <Button type="link" data-testid="cart-delete-invalid">
            清除失效商品
          </Button>
        </Popconfirm>
      ) : null}
    </>
  );

  let body: ReactNode;
  if (cart.isPending) {
    body = (
      <div className="cart-panel">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (cart.isError) {
    body = (
      <div className="cart-panel">
        <LoadFailed title="购物车加载失败" onRetry={() => cart.refetch()} />
      </div>
    );
  } else if (groups.length === 0) {
    body = <CartEmpty />;
  } else {
    body = (
      <>
        <CartHead
          allCheck={
            <Checkbox
              checked={all.isChecked}
              indeterminate={all.isIndeterminate}
              disabled={all.isDisabled}
              onChange={(e) => setChecked(toggleAll(checked, groups, e.target.checked))}
              data-testid="cart-check-all"
            >
              全选
            </Checkbox>
          }
        />
        {isPhone ? <div className="cart-phone-tools">{bulk}</div> : null}
        <HubWarning lines={groups.flatMap((g) => g.productList)} />
        <div className="cart-groups" data-testid="cart-groups">
          {groups.map((group) => (
            <CartGroup
              key={group.agentId}
              group={group}
              checked={checked}
              onCheckItem={(item, on) => setChecked(toggleItem(checked, item, on))}
              onCheckGroup={(on) => setChecked(toggleGroup(checked, group, on))}
              onDelete={(ids) => deleteItems(ids)}
            />
          ))}
        </div>
        <div className="cart-bar phone-bar" data-testid="cart-bar">
          <div className="cart-bar-left">
            <Checkbox
              checked={all.isChecked}
              indeterminate={all.isIndeterminate}
              disabled={all.isDisabled}
              onChange={(e) => setChecked(toggleAll(checked, groups, e.target.checked))}
              data-testid="cart-check-all-bottom"
            >
              全选
            </Checkbox>
            {isPhone ? null : bulk}
          </div>
          <div className="cart-bar-right">
            <span className="cart-bar-count">
              已选 <b data-testid="cart-checked-count">{totals.count}</b> 件商品
            </span>
            <span className="cart-bar-total">
              {isPhone ? '合计：' : '合计（不含运费）：'}
              <span className="cart-price-big" data-testid="cart-total">
                <small>¥</small>
                {formatYuan(totals.amount)}
              </span>
            </span>
            <Button
              type="primary"
              size="large"
              className="cart-settle-btn"
              disabled={chosen.length === 0}
              onClick={settle}
              data-testid="cart-settle"
            >
              {isPhone ? `去结算(${totals.count})` : '去结算'}
            </Button>
          </div>
        </div>
      </>
    );
  }

  return (
    <div className="container cart-page" data-testid="cart-page">
      <div className="cart-title">
        <h1>
          <ShoppingCartOutlined className="cart-title-icon" /> 我的购物车
        </h1>
        {groups.length > 0 ? (
          <span className="cart-title-count">
            全部商品 <b data-testid="cart-all-count">{cartCount(groups)}</b>
          </span>
        ) : null}
      </div>
      {body}
    </div>
  );
}
