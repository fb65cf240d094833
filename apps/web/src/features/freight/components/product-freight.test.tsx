// @vitest-environment jsdom

import { CALLS, type TFreightEstimate } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders, stubApi } from '../../../test/dom';
import ProductFreight from './product-freight';

const ESTIMATE: TFreightEstimate = {
  fee: 10,
  freeAbove: 99,
  province: '110000',
  regionText: '北京市',
  isDefaultRegion: true,
  promise: '现在下单，预计11月30日(周一)送达',
  promiseDate: '2026-11-30',
};

describe('ProductFreight', () => {
  it('shows the region, the fee with its 满N包邮 and the delivery promise', async () => {
    const api = stubApi({ [CALLS.freight.estimate.path]: ok(ESTIMATE) });
    renderWithProviders(<ProductFreight productId={42} />);
    await waitFor(() => expect(screen.getByTestId('detail-freight-region').textContent).toBe('北京'));
    expect(screen.getByTestId('detail-freight').textContent).toContain('（默认地区）');
    expect(screen.getByTestId('detail-freight-fee').textContent).toBe('运费 ¥10.00');
    expect(screen.getByTestId('detail-freight').textContent).toContain('满¥99.00包邮');
    expect(screen.getByTestId('detail-freight-promise').textContent).toBe('现在下单，预计11月30日(周一)送达');
    expect(api.sent(CALLS.freight.estimate.path)).toEqual([{ productId: 42 }]);
  });

  it('says 免运费 when nothing is charged to the region', async () => {
    stubApi({
      [CALLS.freight.estimate.path]: ok({ ...ESTIMATE, fee: 0, isDefaultRegion: false, regionText: '上海市' }),
    });
    renderWithProviders(<ProductFreight productId={42} />);
    await waitFor(() => expect(screen.getByTestId('detail-freight-fee').textContent).toBe('免运费'));
    expect(screen.getByTestId('detail-freight').textContent).not.toContain('默认地区');
  });
});
