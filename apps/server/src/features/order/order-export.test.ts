import { describe, expect, it } from 'vitest';
import { csvCell } from '../../lib/csv.js';
import { logisticsOf } from './order.service.js';
import { planTraces } from './order-fulfilment.service.js';
import { newOrderNo } from './order-placement.service.js';

describe('order export', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('智能网关')).toBe('智能网关');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('说"好"')).toBe('"说""好"""');
    expect(csvCell('一\n二')).toBe('"一\n二"');
    expect(csvCell(12)).toBe('12');
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('order numbers and logistics', () => {
  it('numbers orders by China time plus 8 random digits', () => {
    const no = newOrderNo(Date.UTC(2026, 10, 21, 16, 0, 0));
    expect(no).toMatch(/^20261122000000\d{8}$/);
  });

  it('shows only the demo’s planned steps whose time has come, newest first, with the carrier’s page', () => {
    const shippedAt = 1_000_000;
    const traces = planTraces(
      '顺丰速运',
      {
        realname: '张三',
        telphone: '',
        province: '',
        city: '',
        area: '',
        street: '',
        fullText: '上海市 市辖区 浦东新区 张江路',
      },
      shippedAt,
    );
    const row = {
      shipped_at: shippedAt,
      logistics_no: 'SF1',
      logistics_company: '顺丰速运',
      logistics_traces: JSON.stringify(traces),
    };
    const early = logisticsOf(row as Parameters<typeof logisticsOf>[0], shippedAt + 60_000);
    expect(early?.traces.map((t) => t.text)).toEqual([traces[0]?.text]);
    expect(early?.trackingUrl).toBe('https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF1');
    const late = logisticsOf(row as Parameters<typeof logisticsOf>[0], shippedAt + 100 * 3600_000);
    expect(late?.traces).toHaveLength(traces.length);
    expect(late?.traces[0]?.text).toContain('签收');
    expect(logisticsOf({ ...row, shipped_at: null } as Parameters<typeof logisticsOf>[0])).toBeNull();
  });
});
