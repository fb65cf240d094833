import {
  ApartmentOutlined as ApartmentDef,
  AppstoreOutlined as AppstoreDef,
  ArrowDownOutlined as ArrowDownDef,
  ArrowUpOutlined as ArrowUpDef,
  BulbOutlined as BulbDef,
  CarOutlined as CarDef,
  CheckCircleOutlined as CheckCircleDef,
  CloseOutlined as CloseDef,
  CloudOutlined as CloudDef,
  CrownOutlined as CrownDef,
  CustomerServiceOutlined as CustomerServiceDef,
  DownOutlined as DownDef,
  EnvironmentOutlined as EnvironmentDef,
  ExclamationCircleOutlined as ExclamationCircleDef,
  FileTextOutlined as FileTextDef,
  FireOutlined as FireDef,
  FormOutlined as FormDef,
  GiftOutlined as GiftDef,
  HeartOutlined as HeartDef,
  HeartFilled as HeartFilledDef,
  HistoryOutlined as HistoryDef,
  HomeOutlined as HomeDef,
  IdcardOutlined as IdcardDef,
  InfoCircleOutlined as InfoCircleDef,
  LeftOutlined as LeftDef,
  LikeOutlined as LikeDef,
  LockOutlined as LockDef,
  MessageOutlined as MessageDef,
  PhoneOutlined as PhoneDef,
  PictureOutlined as PictureDef,
  ProfileOutlined as ProfileDef,
  RightOutlined as RightDef,
  RocketOutlined as RocketDef,
  SafetyCertificateOutlined as SafetyCertificateDef,
  SearchOutlined as SearchDef,
  ShopOutlined as ShopDef,
  ShoppingCartOutlined as ShoppingCartDef,
  ShoppingOutlined as ShoppingDef,
  SoundOutlined as SoundDef,
  StarFilled as StarFilledDef,
  SyncOutlined as SyncDef,
  ThunderboltOutlined as ThunderboltDef,
  ToolOutlined as ToolDef,
  UserOutlined as UserDef,
  VerticalAlignTopOutlined as VerticalAlignTopDef,
  WalletOutlined as WalletDef,
  ZoomInOutlined as ZoomInDef,
} from '@ant-design/icons-svg';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import { type CSSProperties, createElement, type ReactNode } from 'react';

/**
 * Ant Design's icon shapes without its icon runtime: the first screens draw the same SVG paths
 * (`@ant-design/icons-svg`, the data @ant-design/icons renders) with a few lines of React, so the
 * shell, home, list and detail load no antd code. Same names as @ant-design/icons; 1em, currentColor.
 */
export interface TIconProps {
  className?: string;
  style?: CSSProperties;
  spin?: boolean;
  'aria-label'?: string;
}

type TIcon = (props: TIconProps) => ReactNode;

/** SVG attributes as React names (`fill-rule` → `fillRule`). */
function reactAttrs(attrs: AbstractNode['attrs']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).map(([k, v]) => [k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v]),
  );
}

function toElement(node: AbstractNode, key?: number): ReactNode {
  return createElement(node.tag, { key, ...reactAttrs(node.attrs) }, node.children?.map(toElement));
}

function icon(def: IconDefinition): TIcon {
  const node = typeof def.icon === 'function' ? def.icon('currentColor', '#e6e6e6') : def.icon;
  const children = node.children?.map(toElement);
  const Icon = ({ className, style, spin, 'aria-label': label }: TIconProps) => (
    <span
      role="img"
      aria-label={label ?? def.name}
      aria-hidden={label ? undefined : true}
      className={`ui-icon${spin ? ' ui-icon-spin' : ''}${className ? ` ${className}` : ''}`}
      style={style}
    >
      <svg {...reactAttrs(node.attrs)} width="1em" height="1em" fill="currentColor" aria-hidden="true">
        {children}
      </svg>
    </span>
  );
  return Icon;
}

export const ApartmentOutlined = /* @__PURE__ */ icon(ApartmentDef);
export const AppstoreOutlined = /* @__PURE__ */ icon(AppstoreDef);
export const ArrowDownOutlined = /* @__PURE__ */ icon(ArrowDownDef);
export const ArrowUpOutlined = /* @__PURE__ */ icon(ArrowUpDef);
export const BulbOutlined = /* @__PURE__ */ icon(BulbDef);
export const CarOutlined = /* @__PURE__ */ icon(CarDef);
export const CheckCircleOutlined = /* @__PURE__ */ icon(CheckCircleDef);
export const CloseOutlined = /* @__PURE__ */ icon(CloseDef);
export const CloudOutlined = /* @__PURE__ */ icon(CloudDef);
export const CrownOutlined = /* @__PURE__ */ icon(CrownDef);
export const CustomerServiceOutlined = /* @__PURE__ */ icon(CustomerServiceDef);
export const DownOutlined = /* @__PURE__ */ icon(DownDef);
export const EnvironmentOutlined = /* @__PURE__ */ icon(EnvironmentDef);
export const ExclamationCircleOutlined = /* @__PURE__ */ icon(ExclamationCircleDef);
export const FileTextOutlined = /* @__PURE__ */ icon(FileTextDef);
export const FireOutlined = /* @__PURE__ */ icon(FireDef);
export const FormOutlined = /* @__PURE__ */ icon(FormDef);
export const GiftOutlined = /* @__PURE__ */ icon(GiftDef);
export const HeartFilled = /* @__PURE__ */ icon(HeartFilledDef);
export const HeartOutlined = /* @__PURE__ */ icon(HeartDef);
export const HistoryOutlined = /* @__PURE__ */ icon(HistoryDef);
export const HomeOutlined = /* @__PURE__ */ icon(HomeDef);
export const IdcardOutlined = /* @__PURE__ */ icon(IdcardDef);
export const InfoCircleOutlined = /* @__PURE__ */ icon(InfoCircleDef);
export const LeftOutlined = /* @__PURE__ */ icon(LeftDef);
export const LikeOutlined = /* @__PURE__ */ icon(LikeDef);
export const LockOutlined = /* @__PURE__ */ icon(LockDef);
export const MessageOutlined = /* @__PURE__ */ icon(MessageDef);
export const PhoneOutlined = /* @__PURE__ */ icon(PhoneDef);
export const PictureOutlined = /* @__PURE__ */ icon(PictureDef);
export const ProfileOutlined = /* @__PURE__ */ icon(ProfileDef);
export const RightOutlined = /* @__PURE__ */ icon(RightDef);
export const RocketOutlined = /* @__PURE__ */ icon(RocketDef);
export const SafetyCertificateOutlined = /* @__PURE__ */ icon(SafetyCertificateDef);
export const SearchOutlined = /* @__PURE__ */ icon(SearchDef);
export const ShopOutlined = /* @__PURE__ */ icon(ShopDef);
export const ShoppingCartOutlined = /* @__PURE__ */ icon(ShoppingCartDef);
export const ShoppingOutlined = /* @__PURE__ */ icon(ShoppingDef);
export const SoundOutlined = /* @__PURE__ */ icon(SoundDef);
export const StarFilled = /* @__PURE__ */ icon(StarFilledDef);
export const SyncOutlined = /* @__PURE__ */ icon(SyncDef);
export const ThunderboltOutlined = /* @__PURE__ */ icon(ThunderboltDef);
export const ToolOutlined = /* @__PURE__ */ icon(ToolDef);
export const UserOutlined = /* @__PURE__ */ icon(UserDef);
export const VerticalAlignTopOutlined = /* @__PURE__ */ icon(VerticalAlignTopDef);
export const WalletOutlined = /* @__PURE__ */ icon(WalletDef);
export const ZoomInOutlined = /* @__PURE__ */ icon(ZoomInDef);
