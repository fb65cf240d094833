import { describe, expect, it } from 'vitest';
import { SITE_INFO_DEFAULTS } from '../../lib/site-info';
import { GUIDE_CONTENT } from './guide-content';
import { siteArticle, siteText } from './site-text';

const SAVED = {
  ...SITE_INFO_DEFAULTS,
  siteName: '智联优选',
  companyName: '杭州智联优选科技有限公司',
  hotline: '0571-8888 6666',
  serviceHours: '每天 8:00-22:00',
  afterSalesDays: 20,
};

describe('the guide in the site’s own words', () => {
  it('leaves the text as written while the settings are the defaults', () => {
    const article = GUIDE_CONTENT[3]!.articles[0]!;
    expect(siteArticle(article, SITE_INFO_DEFAULTS)).toEqual(article);
  });

  it('puts the saved name, company, hotline, hours and after-sales window in place of the defaults', () => {
    expect(siteText('欢迎来到智联商城！拨打 400-800-8888（周一至周日 9:00-21:00）', SAVED)).toBe(
      '欢迎来到智联优选！拨打 0571-8888 6666（每天 8:00-22:00）',
    );
    expect(siteText('本协议是您与上海智联物联网科技有限公司之间的约定', SAVED)).toBe(
      '本协议是您与杭州智联优选科技有限公司之间的约定',
    );
    expect(siteText('支持 7 天无理由退货，质量问题 15 天内可退换。', SAVED)).toBe(
      '支持 7 天无理由退货，质量问题 20 天内可退换。',
    );
    expect(siteText('签收后 15 天内', SAVED)).toBe('签收后 20 天内');
  });

  it('leaves no default behind in any article once the settings differ', () => {
    const all = JSON.stringify(GUIDE_CONTENT.flatMap((s) => s.articles.map((a) => siteArticle(a, SAVED))));
    for (const old of ['智联商城', '上海智联物联网科技有限公司', '400-800-8888', '周一至周日 9:00-21:00']) {
      expect(all).not.toContain(old);
    }
  });
});
