import type { TProductDetail, TStandard } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Drawer } from '../../../components/ui/drawer';
import {
  CheckCircleOutlined,
  RightOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SyncOutlined,
} from '../../../components/ui/icons';
import { InputNumber } from '../../../components/ui/input-number';
import { Tag } from '../../../components/ui/tag';
import { fixQuantity } from '../../../lib/quantity';
import { toast } from '../../../lib/toast';
import { usePhone } from '../../../lib/use-phone';
import { useLoginModal } from '../../../stores/login-modal';
import { useSession } from '../../../stores/session';
import { detailSettlementHref, useAddToCart, useCartCount } from '../../cart';
import {
  clampQuantity,
  initialSelection,
  isSpecValueAvailable,
  isSpecValueSoldOut,
  selectedStandard,
  specPositions,
  summarize,
  type TSpecSelection,
  toggleSpecValue,
} from '../spec-selection';
import { IotMiniTable } from './product-specs';
import { shopPath } from './shop-box';

function Price({ value, isFrom }: { value: number; isFrom?: boolean }) {
  return (
    <span className="detail-price" data-testid="detail-price">
      <small>¥</small>
      {formatYuan(value)}
      {isFrom ? <span className="detail-price-from">起</span> : null}
    </span>
  );
}

/** 购物车 in the phone's buy bar, with the count the shell's badges show (the same cart query). */
function PhoneCartLink() {
  const count = useCartCount();
  return (
    <Link className="phone-bar-link" to="/cart" aria-label={count ? `购物车，${count} 件` : '购物车'}>
      <Badge count={count} size="small" className="phone-bar-badge">
        <ShoppingCartOutlined />
      </Badge>
      购物车
    </Link>
  );
}

/**
 * The buying side of the detail page: price of the chosen standard (the lowest, with 起, until a
 * full choice), spec values (a value no standard in stock can satisfy is disabled), stock, quantity
 * and the two buttons: 加入购物车 adds the chosen standard, 立即购买 opens the order confirm page
 * with it. A button pressed before every spec is chosen points at the first row missing one (scrolled
 * to, highlighted, 「请选择 版本」). Logged out, the buttons open the login modal and finish what
 * they started once the buyer has logged in. A quantity the box corrects says why beside it.
 *
 * On a phone the spec rows and the quantity move into a bottom sheet (opened from the 选择 row or by
 * a buy without a full choice, which points at the missing rows there) with the two buttons in its
 * footer, and a fixed buy bar (店铺, 购物车, 加入购物车, 立即购买) replaces the buttons under the price.
 */
export function ProductBuyBox({
  product,
  standards,
  actions,
  delivery,
  fit,
}: {
  product: TProductDetail;
  standards: TStandard[];
  /** Beside the subtitle: the page's own buttons for the product (the heart, composed by the page). */
  actions?: ReactNode;
  /** Under the price: the 配送 row (运费 and 预计送达, composed by the page). */
  delivery?: ReactNode;
  /** Under the 配送 row: whether it suits the buyer's home (我的家, composed by the page). */
  fit?: ReactNode;
}) {
  const positions = useMemo(() => specPositions(product.specs, product.specNames), [product]);
  const [selection, setSelection] = useState<TSpecSelection>(() =>
    initialSelection(product.specs, standards, positions),
  );
  const [quantity, setQuantity] = useState(1);
  const isLoggedIn = useSession((s) => Boolean(s.token));
  const openLogin = useLoginModal((s) => s.open);
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const [isAdded, setIsAdded] = useState(false);
  /** Why the quantity was changed from what the buyer typed or had chosen (null: it was not). */
  const [quantityNote, setQuantityNote] = useState<string | null>(null);
  /** The spec rows pointed at after a buy without a full choice. */
  const [pointedGroups, setPointedGroups] = useState<number[]>([]);
  const rowRefs = useRef<(HTMLDivElement | null)[]>([]);
  const isPhone = usePhone();
  const [isSheetOpen, setSheetOpen] = useState(false);

  const chosen = selectedStandard(standards, selection, positions);
  const summary = summarize(standards, selection, positions);
  const stock = chosen ? chosen.stock : (summary?.stock ?? 0);
  // 限购 (DESIGN-OPERATE §G): the chosen standard's own, the product's before a full choice.
  const limit = chosen ? chosen.purchaseLimit : product.purchaseLimit;
  /** The most the box takes: the stock, or the 限购 when it is lower. */
  const top = Math.min(stock, limit);
  const isSoldOut = chosen ? chosen.stock <= 0 : stock <= 0;
  const isProductSoldOut = standards.every((s) => s.stock <= 0);
  const missing = product.specs.filter((_, g) => selection[g] === null).map((g) => g.name);
  const marketPrice = product.marketPrice;
  const shownPrice = chosen?.price ?? summary?.min ?? product.price;

  const choose = (group: number, value: string) => {
    const next = toggleSpecValue(standards, selection, positions, group, value);
    setSelection(next);
    setPointedGroups((groups) => groups.filter((g) => next[g] === null));
    const s = selectedStandard(standards, next, positions);
    const nextStock = s ? s.stock : (summarize(standards, next, positions)?.stock ?? 0);
    const nextLimit = s ? s.purchaseLimit : product.purchaseLimit;
    if (nextStock > 0 && quantity > Math.min(nextStock, nextLimit)) {
      const fix = fixQuantity(quantity, nextStock, Number.POSITIVE_INFINITY, nextLimit);
      setQuantity(fix.value);
      setQuantityNote(fix.reason);
    }
  };

  const typeQuantity = (typed: number) => {
    const fix = fixQuantity(typed, stock, Number.POSITIVE_INFINITY, limit);
    setQuantity(fix.value);
    setQuantityNote(fix.reason);
  };

  /** Scrolls to the first spec row without a value, highlights the missing ones and names them. */
  const pointAtMissing = () => {
    const groups = product.specs.flatMap((_, g) => (selection[g] === null ? [g] : []));
    setPointedGroups(groups);
    if (isPhone) setSheetOpen(true);
    const first = groups[0] !== undefined ? rowRefs.current[groups[0]] : null;
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    toast.warning(groups.length ? `请选择 ${missing.join(' / ')}` : '请选择商品规格');
  };

  /** The standard and number to buy, or null (with the reason toasted) while the choice is incomplete. */
  const purchase = () => {
    if (!chosen) {
      pointAtMissing();
      return null;
    }
    if (chosen.stock <= 0) {
      toast.warning('该规格已售罄，请选择其他规格');
      return null;
    }
    return {
      productId: product.id,
      standardId: chosen.id,
      number: clampQuantity(quantity, Math.min(chosen.stock, chosen.purchaseLimit)),
    };
  };

  const onAddToCart = () => {
    const line = purchase();
    if (!line || addToCart.isPending) return;
    const add = () =>
      addToCart.mutate(line, {
        onSuccess: () => {
          toast.success('已加入购物车');
          setIsAdded(true);
          setSheetOpen(false);
        },
      });
    // A guest logs in first; the item is added once that succeeds (the sheet gives way to the modal).
    if (!isLoggedIn) {
      setSheetOpen(false);
      return openLogin(add);
    }
    add();
  };

  const onBuyNow = () => {
    const line = purchase();
    if (!line) return;
    const settle = () => navigate(detailSettlementHref(line));
    setSheetOpen(false);
    if (!isLoggedIn) return openLogin(settle);
    settle();
  };

  const buyDisabled = isLoggedIn && isSoldOut;
  const specRows = (
    <div className="detail-rows">
      {product.specs.map((group, g) => {
        const isPointed = pointedGroups.includes(g);
        return (
          <div
            className={`detail-row${isPointed ? ' is-missing' : ''}`}
            key={group.name}
            data-testid="spec-group"
            ref={(el) => {
              rowRefs.current[g] = el;
            }}
          >
            <div className="detail-row-label">{group.name}</div>
            <fieldset className="detail-row-value" aria-label={group.name}>
              {group.values.map((value) => {
                const isActive = selection[g] === value;
                const isAvailable = isSpecValueAvailable(standards, selection, positions, g, value);
                const isSoldOutValue = !isAvailable && isSpecValueSoldOut(standards, selection, positions, g, value);
                return (
                  <button
                    type="button"
                    key={value}
                    className={`spec-value${isActive ? ' is-active' : ''}${isSoldOutValue ? ' is-sold-out' : ''}`}
                    aria-pressed={isActive}
                    aria-label={value}
                    disabled={!isAvailable && !isActive}
                    title={isAvailable ? undefined : isSoldOutValue ? '该规格已售罄' : '该规格暂时缺货'}
                    onClick={() => choose(g, value)}
                  >
                    {value}
                    {isSoldOutValue ? (
                      <span className="spec-value-sold-out" aria-hidden>
                        已售罄
                      </span>
                    ) : null}
                  </button>
                );
              })}
              {isPointed ? (
                <div className="detail-row-missing" role="alert" data-testid="spec-missing">
                  请选择 {group.name}
                </div>
              ) : null}
            </fieldset>
          </div>
        );
      })}
      <div className="detail-row">
        <div className="detail-row-label">数量</div>
        <div className="detail-row-value">
          <InputNumber
            min={1}
            max={Math.max(1, top)}
            precision={0}
            value={clampQuantity(quantity, top)}
            disabled={isSoldOut}
            onChange={(v) => {
              setQuantity(clampQuantity(v, top));
              setQuantityNote(null);
            }}
            onTyped={typeQuantity}
            aria-label="购买数量"
            data-testid="detail-quantity"
          />
          <span className={`detail-stock${isSoldOut ? ' is-out' : ''}`} data-testid="detail-stock">
            {chosen
              ? chosen.stock > 0
                ? `库存 ${chosen.stock} 件`
                : '该规格已售罄'
              : isSoldOut
                ? '商品已售罄'
                : `请选择 ${missing.join(' / ')}`}
          </span>
          {product.hasPurchaseLimit && !isSoldOut ? (
            <span className="detail-limit" data-testid="detail-limit">
              每人限购{limit}件
            </span>
          ) : null}
          {quantityNote ? (
            <span className="detail-quantity-note" role="status" data-testid="detail-quantity-note">
              {quantityNote}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
  const choiceText = chosen
    ? [...product.specs.map((_, g) => selection[g]).filter(Boolean), `${clampQuantity(quantity, top)}件`].join('，')
    : isProductSoldOut
      ? '商品已售罄'
      : `请选择 ${missing.join(' / ')}`;
  const pickRow = (
    <button
      type="button"
      className="detail-pick"
      onClick={() => setSheetOpen(true)}
      aria-haspopup="dialog"
      data-testid="spec-open"
    >
      <span className="detail-pick-label">{chosen ? '已选' : '选择'}</span>
      <span className="detail-pick-value">{choiceText}</span>
      <RightOutlined />
    </button>
  );

  /** 加入购物车 and 立即购买 as the phone draws them, in the buy bar (`phone-…`) and the spec sheet (`sheet-…`). */
  const phoneButtons = (where: 'phone' | 'sheet') => (
    <>
      <button
        type="button"
        className="phone-btn phone-btn-cart"
        disabled={buyDisabled || addToCart.isPending}
        onClick={onAddToCart}
        data-testid={`${where}-add-cart`}
      >
        加入购物车
      </button>
      <button
        type="button"
        className="phone-btn phone-btn-buy"
        disabled={buyDisabled}
        onClick={onBuyNow}
        data-testid={`${where}-buy-now`}
      >
        立即购买
      </button>
    </>
  );

  return (
    <div className="detail-info">
      <h1 className="detail-title" data-testid="detail-title">
        {product.hot ? <Tag color="volcano">热销</Tag> : null}
        {isProductSoldOut ? (
          <span data-testid="detail-sold-out">
            <Tag color="default">已售罄</Tag>
          </span>
        ) : null}
        {product.title}
      </h1>
      {product.subtitle ? <p className="detail-subtitle">{product.subtitle}</p> : null}
      {actions ? <div className="detail-extras">{actions}</div> : null}

      <div className="detail-price-box">
        <div>
          <div className="detail-price-row">
            <span className="detail-price-label">价格</span>
            <Price value={shownPrice} isFrom={!chosen && summary !== null && summary.min !== summary.max} />
          </div>
          {marketPrice > shownPrice ? (
            <div className="detail-price-row">
              <span className="detail-price-label">市场价</span>
              <span className="detail-market-price" data-testid="detail-market-price">
                ¥{formatYuan(marketPrice)}
              </span>
            </div>
          ) : null}
        </div>
        <div className="detail-stats">
          <div>
            <b>{product.sales}</b>
            累计销量
          </div>
          <div data-testid="detail-review-count">
            {/* Opens the 累计评价 tab (the detail page follows `tab=reviews`). */}
            <Link to={`/product/detail?id=${product.id}&tab=reviews`} replace className="detail-stat-link">
              <b>{product.ppcCount}</b>
              累计评价
            </Link>
          </div>
        </div>
      </div>

      {delivery}
      {fit}
      <IotMiniTable iot={product.iot} />

      {isPhone ? pickRow : specRows}
      {isPhone ? null : (
        <div className="detail-actions">
          <Button
            size="large"
            className="detail-btn-buy"
            disabled={buyDisabled}
            onClick={onBuyNow}
            data-testid="detail-buy-now"
          >
            立即购买
          </Button>
          <Button
            size="large"
            className="detail-btn-cart"
            icon={<ShoppingCartOutlined />}
            disabled={buyDisabled}
            loading={addToCart.isPending}
            onClick={onAddToCart}
            data-testid="detail-add-cart"
          >
            加入购物车
          </Button>
        </div>
      )}
      {isLoggedIn && isAdded ? (
        <div className="detail-note" data-testid="detail-note">
          已加入购物车，
          <Link to="/cart" style={{ color: 'var(--brand)' }}>
            去购物车结算 &gt;
          </Link>
        </div>
      ) : null}
      <div className="detail-promise">
        <span>
          <CheckCircleOutlined />
          正品保障
        </span>
        <span>
          <SafetyCertificateOutlined />
          {product.iot.certifications.length ? `${product.iot.certifications.join(' / ')} 认证` : '品质认证'}
        </span>
        <span>
          <SyncOutlined />
          七天无理由退换
        </span>
      </div>
      {isPhone ? (
        <>
          <Drawer
            open={isSheetOpen}
            onClose={() => setSheetOpen(false)}
            placement="bottom"
            title="选择规格"
            className="detail-sheet"
            data-testid="spec-sheet"
            footer={<div className="detail-sheet-foot">{phoneButtons('sheet')}</div>}
          >
            <div className="detail-sheet-price">
              <Price value={shownPrice} isFrom={!chosen && summary !== null && summary.min !== summary.max} />
              <span className="detail-sheet-choice">{choiceText}</span>
            </div>
            {specRows}
          </Drawer>
          <div className="detail-phone-bar phone-bar" data-testid="phone-bar">
            <Link className="phone-bar-link" to={shopPath(product.agentId)}>
              <ShopOutlined />
              店铺
            </Link>
            <PhoneCartLink />
            {phoneButtons('phone')}
          </div>
        </>
      ) : null}
    </div>
  );
}
