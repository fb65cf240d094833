import { HomeSlotsEditor } from '../../../features/home/admin/components/home-slots-editor';

/** 首页装修 (/admin/home): what the storefront's home shows in each portal position. */
export default function AdminHomeSlotsPage() {
  return <HomeSlotsEditor />;
}
