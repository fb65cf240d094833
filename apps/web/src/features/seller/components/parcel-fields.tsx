import { ParcelFields as Fields } from '../../../components/parcel-fields';
import { useAntdPhone } from '../../../components/use-antd-phone';

export type { TParcelValues } from '../../../components/parcel-fields';

/** A parcel in a seller's dialog: a select of companies on a desktop, chips on a phone. */
export function ParcelFields() {
  const isPhone = useAntdPhone();
  return (
    <Fields
      isChips={isPhone}
      chipsClassName="seller-ship-chips"
      noPlaceholder="6到30位字母、数字或-"
      noTestId="seller-ship-no"
      companyTestId="seller-ship-company"
    />
  );
}
