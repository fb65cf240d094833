import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url';

describe('imageUrl', () => {
  it('asks the server for a preset of a site path', () => {
    expect(imageUrl('/files/2026/a.png', '450')).toBe('/img/450/files/2026/a.png');
    expect(imageUrl('files/b.jpg', '86')).toBe('/img/86/files/b.jpg');
    expect(imageUrl('/seed/c.webp', 'carousel')).toBe('/img/carousel/seed/c.webp');
  });

  it('passes absolute, protocol-relative, data: and blob: URLs through', () => {
    expect(imageUrl('https://cdn.example.com/x.png', '900')).toBe('https://cdn.example.com/x.png');
    expect(imageUrl('http://cdn.example.com/x.png', '900')).toBe('http://cdn.example.com/x.png');
    expect(imageUrl('//cdn.example.com/x.png', '900')).toBe('//cdn.example.com/x.png');
    expect(imageUrl('data:image/png;base64,AAAA', '86')).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('blob:http://localhost/123', '86')).toBe('blob:http://localhost/123');
  });

  it('keeps an empty path empty', () => {
    expect(imageUrl('', '450')).toBe('');
    expect(imageUrl(null, '450')).toBe('');
  });
});
