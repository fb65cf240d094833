// @vitest-environment jsdom

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from './article-body';

describe('ArticleBody', () => {
  it('draws the stored body with lazy pictures and outside links in a new tab', () => {
    const { getByTestId } = render(
      <ArticleBody html='<h2>选购要点</h2><p>看<a href="https://example.com/a">这里</a>与<a href="/news">站内</a></p><img src="/files/a.jpg" alt="图"><ul><li>一</li></ul>' />,
    );
    const body = getByTestId('news-body');
    expect(body.querySelector('h2')?.textContent).toBe('选购要点');
    expect(body.querySelectorAll('li')).toHaveLength(1);
    const img = body.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    const [outside, inside] = body.querySelectorAll('a');
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.hasAttribute('target')).toBe(false);
  });
});
