import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatTextParts, type TChatTextPart } from './chat.rules.js';

const ORIGIN = 'https://mall.example';
const parts = (text: string) => chatTextParts(text, ORIGIN);
const links = (text: string) => parts(text).filter((p): p is { text: string; href: string } => 'href' in p);

describe('chatTextParts', () => {
  it('leaves sentence punctuation after a link out of it', () => {
    expect(
      links('看这个 https://mall.example/p/1. 或 https://mall.example/p/2, 还有(https://mall.example/p/3)'),
    ).toEqual([
      { text: 'https://mall.example/p/1', href: '/p/1' },
      { text: 'https://mall.example/p/2', href: '/p/2' },
      { text: 'https://mall.example/p/3', href: '/p/3' },
    ]);
  });

  it('turns a link of the mall itself into its path, query and hash', () => {
    expect(parts('看看这个 https://mall.example/product/12?from=chat#reviews 不错')).toEqual([
      { text: '看看这个 ' },
      { text: 'https://mall.example/product/12?from=chat#reviews', href: '/product/12?from=chat#reviews' },
      { text: ' 不错' },
    ]);
    expect(parts('https://mall.example')).toEqual([{ text: 'https://mall.example', href: '/' }]);
    // The default port and an upper-case host are the same origin.
    expect(links('https://MALL.example:443/a')).toEqual([{ text: 'https://MALL.example:443/a', href: '/a' }]);
  });

  it('leaves every other address plain: other hosts, http on an https mall, look-alikes, javascript:', () => {
    for (const text of [
      'http://mall.example/product/1',
      'https://evil.com/product/1',
      'https://mall.example.evil.com/product/1',
      'https://evil.com/?https://mall.example',
      'https://evil.com/#https://mall.example/x',
      'https://mall.example@evil.com/x',
      'https://mall.example:8443/x',
      'https://xn--mall-example.com/',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.com/x',
      'www.evil.com',
    ]) {
      expect(parts(`点 ${text} 领取`), text).toEqual([{ text: `点 ${text} 领取` }]);
    }
  });

  it('never answers an href that leaves the site (a path starting with // or a backslash)', () => {
    for (const text of [
      'https://mall.example//evil.com/x',
      'https://mall.example/\\evil.com',
      'https://mall.example/%2F%2Fevil.com',
    ]) {
      for (const link of links(text)) {
        expect(link.href, text).toMatch(/^\/(?![/\\])/);
      }
    }
  });

  it('ends a link at Chinese punctuation', () => {
    for (const mark of ['，', '。', '！', '？', '、', '；', '：', '）', '】', '》', '」', '”', '’', '…']) {
      const text = `链接：https://mall.example/p/1${mark}谢谢`;
      expect(links(text), mark).toEqual([{ text: 'https://mall.example/p/1', href: '/p/1' }]);
      expect(
        parts(text)
          .map((p) => p.text)
          .join(''),
      ).toBe(text);
    }
    expect(links('（https://mall.example/p/2）')).toEqual([{ text: 'https://mall.example/p/2', href: '/p/2' }]);
  });

  it('finds several links and keeps the text between them', () => {
    expect(parts('a https://mall.example/1 b https://evil.com/2 c https://mall.example/3')).toEqual([
      { text: 'a ' },
      { text: 'https://mall.example/1', href: '/1' },
      { text: ' b https://evil.com/2 c ' },
      { text: 'https://mall.example/3', href: '/3' },
    ]);
    expect(parts('')).toEqual([]);
  });

  describe('properties', () => {
    const pieces = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'https://mall.example/p/1',
        'https://mall.example',
        'http://mall.example/x',
        'https://evil.com/a?b=c',
        'https://mall.example.evil.com/',
        'https://mall.example//evil.com',
        'javascript:alert(1)',
        '，',
        '。',
        ' ',
        '\n',
        '<script>',
      ),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
    );
    const texts = fc.array(pieces, { maxLength: 8 }).map((xs) => xs.join(''));

    it('joining the parts’ text gives the input back', () => {
      fc.assert(
        fc.property(texts, (text) => {
          expect(
            parts(text)
              .map((p) => p.text)
              .join(''),
          ).toBe(text);
        }),
      );
    });

    it('every href is a path of the same site, and its text a link to the mall', () => {
      fc.assert(
        fc.property(texts, (text) => {
          for (const part of parts(text) as TChatTextPart[]) {
            if (!('href' in part)) {
              expect(part.text.length).toBeGreaterThan(0);
              continue;
            }
            expect(part.href).toMatch(/^\/(?![/\\])/);
            expect(new URL(part.text).origin).toBe(ORIGIN);
          }
        }),
      );
    });
  });
});
