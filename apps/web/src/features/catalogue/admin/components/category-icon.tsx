import {
  ApiOutlined,
  AppstoreOutlined,
  BankOutlined,
  BulbOutlined,
  CloudOutlined,
  ClusterOutlined,
  CodeOutlined,
  ControlOutlined,
  HomeOutlined,
  LockOutlined,
  RadarChartOutlined,
  SafetyCertificateOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import type { TCategoryIconName } from '@mall/contract/wire';
import type { ReactNode } from 'react';
import { imageUrl } from '../../../../lib/image-url';

const ICONS: Record<TCategoryIconName, ReactNode> = {
  BulbOutlined: <BulbOutlined />,
  SafetyCertificateOutlined: <SafetyCertificateOutlined />,
  LockOutlined: <LockOutlined />,
  RadarChartOutlined: <RadarChartOutlined />,
  ClusterOutlined: <ClusterOutlined />,
  ApiOutlined: <ApiOutlined />,
  HomeOutlined: <HomeOutlined />,
  CloudOutlined: <CloudOutlined />,
  SoundOutlined: <SoundOutlined />,
  CodeOutlined: <CodeOutlined />,
  ControlOutlined: <ControlOutlined />,
  BankOutlined: <BankOutlined />,
};

/** A category's icon as the console previews it: a system icon, an uploaded picture, or the default. */
export function CategoryIcon({ icon }: { icon: string }) {
  if (icon.startsWith('/files/')) {
    return (
      <img src={imageUrl(icon, '86')} alt="" width={18} height={18} style={{ objectFit: 'cover', borderRadius: 3 }} />
    );
  }
  return <>{ICONS[icon as TCategoryIconName] ?? <AppstoreOutlined style={{ color: '#bfbfbf' }} />}</>;
}
