import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps formatting, tables, site images and links', () => {
    const html = '<h3>参数</h3><p><strong>协议</strong>：Zigbee 3.0</p><table><tr><td colspan="2">x</td></tr></table>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<img src="/img/900/catalogue/a.svg" alt="图">')).toBe(
      '<img src="/img/900/catalogue/a.svg" alt="图" loading="lazy" />',
    );
  });

  it('drops script and style blocks with their content', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg><iframe src="x"></iframe>b')).toBe('b');
  });

  it('drops event handlers and inline styles', () => {
    expect(sanitizeRichText('<img src="/files/2026/11/a.png" onerror="alert(1)">')).toBe(
      '<img src="/files/2026/11/a.png" loading="lazy" />',
    );
    expect(sanitizeRichText('<p class="login-modal">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p onclick="x()" style="background:url(javascript:x)">t</p>')).toBe('<p>t</p>');
  });

  it('refuses javascript:, data: and protocol-relative URLs', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img loading="lazy" />');
    expect(sanitizeRichText('<img src="//evil.example/x.png">')).toBe('<img loading="lazy" />');
    expect(sanitizeRichText('<img src="https://evil.example/x.png">')).toBe('<img loading="lazy" />');
    expect(sanitizeRichText('<img src="/img/450/../../x">')).toBe('<img src="/img/450/../../x" loading="lazy" />');
  });
});
