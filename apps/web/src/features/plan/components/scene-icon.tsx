import {
  AppstoreOutlined,
  BankOutlined,
  CoffeeOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  HeartOutlined,
  HomeOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { TPlanScene } from '@mall/contract/wire';
import type { ReactNode } from 'react';

const ICONS: Record<TPlanScene, ReactNode> = {
  家庭: <HomeOutlined />,
  酒店: <CoffeeOutlined />,
  办公: <DesktopOutlined />,
  养老: <HeartOutlined />,
  农业: <EnvironmentOutlined />,
  工厂: <ToolOutlined />,
  社区: <TeamOutlined />,
  其他: <AppstoreOutlined />,
};

/** The icon of a scene entry. */
export function SceneIcon({ scene }: { scene: TPlanScene | undefined }) {
  return <span aria-hidden>{scene ? ICONS[scene] : <BankOutlined />}</span>;
}
