/** Image URLs go through one helper (DESIGN.md §4); the presets are the contract's. */

export type { TImagePreset } from '@mall/contract';
export { IMAGE_PRESETS, imageUrl } from '@mall/contract/wire';
