import type { TIotEcosystem, TIotProtocol, TSmartHome } from '@mall/contract';
import { compatOf, IOT_ECOSYSTEMS, IOT_PROTOCOLS, MATTER_ECOSYSTEMS } from '@mall/contract/wire';
import { Button, Checkbox, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { CompatBadge, useSetHome, useSmartHome } from '../../../features/smart-home';
import '../../../features/smart-home/components/smart-home.css';
import { toast } from '../../../lib/toast';

/** What each ecosystem is to a shopper (the app they open). */
const ECOSYSTEM_HINTS: Record<TIotEcosystem, string> = {
  米家: '小米 / 米家 App',
  HomeKit: 'Apple 家庭',
  涂鸦: '涂鸦智能 / 智能生活 App',
  天猫精灵: '天猫精灵 App',
  小度: '小度 App',
  Matter: 'Matter 控制器',
};

/** Hub protocols a shopper may have at home (Wi-Fi and cellular devices need none). */
const HUB_PROTOCOLS: TIotProtocol[] = IOT_PROTOCOLS.filter((p) => p !== 'Wi-Fi' && p !== '4G Cat.1');

/** Three devices a shopper thinks of, to show what the home makes of them as it is edited. */
const EXAMPLES = [
  {
    name: 'Zigbee 门窗传感器',
    facts: { protocols: ['Zigbee 3.0'], ecosystems: ['米家', 'HomeKit', '涂鸦'], hubRequired: true },
  },
  {
    name: 'Wi-Fi 智能灯泡',
    facts: { protocols: ['Wi-Fi'], ecosystems: ['米家', '天猫精灵', '小度'], hubRequired: false },
  },
  { name: 'Matter 智能插座', facts: { protocols: ['Matter', 'Thread'], ecosystems: ['Matter'], hubRequired: true } },
] satisfies { name: string; facts: Parameters<typeof compatOf>[0] }[];

/**
 * 我的家 (`/user/home`, DESIGN.md §H): the buyer says which ecosystems (apps) they use and which
 * protocols their gateways speak; every card, detail, cart line and plan then says 兼容 / 需网关 /
 * 不兼容. A gateway the buyer receives joins by itself.
 */
export default function SmartHomePage() {
  const home = useSmartHome();
  const setHome = useSetHome();
  const [draft, setDraft] = useState<TSmartHome>({ ecosystems: [], hubProtocols: [] });
  useEffect(() => {
    if (home.data) setDraft({ ecosystems: home.data.ecosystems, hubProtocols: home.data.hubProtocols });
  }, [home.data]);

  if (home.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (home.isError) return <LoadFailed title="我的家加载失败" onRetry={() => home.refetch()} />;

  const save = async (next: TSmartHome) => {
    try {
      await setHome.mutateAsync(next);
      setDraft(next);
      toast.success(next.ecosystems.length || next.hubProtocols.length ? '我的家已保存' : '我的家已清空');
    } catch {
      // toasted by the request client
    }
  };
  const isEmpty = draft.ecosystems.length === 0 && draft.hubProtocols.length === 0;

  return (
    <div className="page-card smart-home-page" data-testid="smart-home-page">
      <div className="page-card-head">
        <h2>我的家</h2>
      </div>
      <p className="home-hint">
        选好你家的智能家居平台和网关，商品列表、详情、购物车和方案都会标出「兼容 / 需网关 / 不兼容」。
        收到在本商城购买的网关后，它会自动加入你的家。
      </p>

      <fieldset className="home-group">
        <legend>
          <h3>我用的平台（App）</h3>
        </legend>
        <p className="home-hint">支持 Matter 的设备可接入 {MATTER_ECOSYSTEMS.join('、')}。</p>
        <Checkbox.Group
          value={draft.ecosystems}
          onChange={(values) => setDraft({ ...draft, ecosystems: values as TIotEcosystem[] })}
          options={IOT_ECOSYSTEMS.map((e) => ({ value: e, label: `${e}（${ECOSYSTEM_HINTS[e]}）` }))}
          data-testid="home-ecosystems"
        />
      </fieldset>

      <fieldset className="home-group">
        <legend>
          <h3>家里已有的网关 / 中枢支持的协议</h3>
        </legend>
        <p className="home-hint">
          例如米家多模网关支持 Zigbee 3.0 和蓝牙 Mesh；小爱音箱、天猫精灵音箱多带蓝牙 Mesh 网关。
        </p>
        <Checkbox.Group
          value={draft.hubProtocols}
          onChange={(values) => setDraft({ ...draft, hubProtocols: values as TIotProtocol[] })}
          options={HUB_PROTOCOLS.map((p) => ({ value: p, label: p }))}
          data-testid="home-protocols"
        />
      </fieldset>

      <section className="home-preview" aria-label="兼容预览">
        <h3>按当前选择，这些设备会显示</h3>
        {isEmpty ? (
          <p className="home-hint">还没有选择平台：商品不会显示兼容信息。</p>
        ) : (
          EXAMPLES.map((example) => {
            const verdict = compatOf(example.facts, draft);
            return (
              <div key={example.name} className={`compat-note is-${verdict.level}`}>
                <CompatBadge compat={verdict} />
                <span className="compat-note-reason">
                  {example.name}：{verdict.reason}
                </span>
              </div>
            );
          })
        )}
      </section>

      <div className="home-actions">
        <Button type="primary" loading={setHome.isPending} onClick={() => save(draft)} data-testid="home-save">
          保存
        </Button>{' '}
        <Button disabled={setHome.isPending || isEmpty} onClick={() => save({ ecosystems: [], hubProtocols: [] })}>
          清空
        </Button>{' '}
        <Link to="/product?compatible=1">去看兼容我家的商品</Link>
      </div>
    </div>
  );
}
