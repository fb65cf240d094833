import type { TSmartHome } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { setHome } from '../../features/smart-home/smart-home.service.js';
import { seedOnce } from './seed-once.js';

export const SMART_HOME_CLAIM = 'demo:smart-home';

/**
 * The demo buyer's home (我的家, DESIGN.md §H): the 米家 app with a 小爱音箱 as its 蓝牙 Mesh gateway and
 * no Zigbee hub, so the catalogue shows all three answers at once: Wi-Fi and 蓝牙 Mesh devices 兼容, the
 * Zigbee sensors 需网关 (the Zigbee 3.0 智能网关 Pro suggested), the HomeKit-only lock 不兼容.
 */
export const DEMO_HOME: TSmartHome = { ecosystems: ['米家'], hubProtocols: ['BLE Mesh'] };

export async function seedSmartHome(db: Kysely<DB>, buyerUsername: string): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').where('username', '=', buyerUsername).executeTakeFirst();
  if (!user) return false;
  return seedOnce(db, SMART_HOME_CLAIM, async () => {
    await setHome(db, user.id, DEMO_HOME);
  });
}
