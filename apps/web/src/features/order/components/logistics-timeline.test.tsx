// @vitest-environment jsdom

import { CALLS, type TLogisticsDetails } from '@mall/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import { LogisticsModal } from './logistics-modal';
import { LogisticsTimeline } from './logistics-timeline';

const SHIPPED = Date.UTC(2026, 10, 23, 6, 0, 0);
const SF_PAGE = 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF1234567890';

function parcel(traces: TLogisticsDetails['traces'] = []): TLogisticsDetails {
  return { company: '顺丰速运', number: 'SF1234567890', shippedAt: SHIPPED, traces, trackingUrl: SF_PAGE };
}

/** The link to the carrier's own page, checked to open in a new tab without handing over the opener. */
function carrierLink(company = '顺丰速运') {
  const link = screen.getByRole('link', { name: `到${company}官网查询` });
  expect(link.getAttribute('href')).toBe(SF_PAGE);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  return link;
}

describe('LogisticsTimeline', () => {
  it('says 暂无物流轨迹 with no trace, and links the carrier’s own page', () => {
    renderWithProviders(<LogisticsTimeline details={parcel()} />);
    expect(screen.getByText('暂无物流轨迹')).toBeTruthy();
    expect(screen.getByText('SF1234567890')).toBeTruthy();
    carrierLink();
  });

  it('shows the trace newest first, and the link too', () => {
    renderWithProviders(
      <LogisticsTimeline
        details={parcel([
          { time: SHIPPED + 3_600_000, text: '顺丰速运 已收取快件' },
          { time: SHIPPED + 30 * 3_600_000, text: '快件已签收，签收人：本人' },
        ])}
      />,
    );
    expect(screen.queryByText('暂无物流轨迹')).toBeNull();
    const steps = [...document.querySelectorAll('.logistics-trace > div')].map((el) => el.textContent);
    expect(steps).toEqual(['快件已签收，签收人：本人', '顺丰速运 已收取快件']);
    carrierLink();
  });

  it('before shipping says logistics come once the seller ships, with no link', () => {
    renderWithProviders(<LogisticsTimeline details={null} />);
    expect(screen.getByText('商家发货后即可查看物流信息')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('LogisticsModal', () => {
  it('shows the parcel of the order with no trace: 暂无物流轨迹 and the carrier’s page', async () => {
    signIn();
    stubApi({ [CALLS.order.queryOrder.path]: ok({ order: null, logisticsDetails: parcel() }) });
    renderWithProviders(<LogisticsModal orderId={31} open onClose={() => {}} />);
    expect(await screen.findByText('暂无物流轨迹')).toBeTruthy();
    carrierLink();
  });
});
