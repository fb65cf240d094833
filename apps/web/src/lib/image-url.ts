/** Image URLs go through one helper (DESIGN.md §4); the presets are the contract's. */
export { IMAGE_PRESETS, imageUrl, type TImagePreset } from '@mall/contract';
