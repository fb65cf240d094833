import { InputNumber, type InputNumberProps } from 'antd';

/**
 * An amount in yuan: two decimals (the server keeps whole fen) and the decimal keyboard on a phone.
 * Bounds, prefix or suffix and looks come from the caller.
 */
export function YuanInput(props: InputNumberProps<number>) {
  return <InputNumber<number> precision={2} inputMode="decimal" {...props} />;
}
