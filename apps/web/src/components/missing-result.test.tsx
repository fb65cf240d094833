// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/dom';
import { MissingResult } from './missing-result';

describe('MissingResult', () => {
  it('says what is missing and why, and its one button leads back to the list', async () => {
    const view = renderWithProviders(
      <MissingResult
        title="资讯不存在"
        subTitle="这篇资讯不存在或已下线，去看看其他资讯吧。"
        backTo="/news"
        backText="返回资讯首页"
        testId="news-missing"
      />,
    );
    const block = screen.getByTestId('news-missing');
    expect(block.textContent).toContain('资讯不存在');
    expect(block.textContent).toContain('这篇资讯不存在或已下线');
    await userEvent.click(screen.getByRole('button', { name: '返回资讯首页' }));
    expect(view.location()).toBe('/news');
  });
});
