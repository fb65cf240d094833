// What other features may use of the address feature (docs/ARCHITECTURE.md: features meet through index.ts).
export {
  addressFormValues,
  addressPayload,
  addressRegionOptions,
  isInRegion,
  regionRule,
  type TAddressFormValues,
  type TDeliveryRegion,
  viewAddress,
} from './address-view';
export { AddressFields, type TAddressFieldsWords } from './components/address-fields';
export { RegionSheet } from './components/region-sheet';
export { ShipToSection, type TShipTo, useShipTo } from './components/ship-to-section';
