import { describe, expect, it } from 'vitest';
import { checkName, pdfHasActiveContent, pdfIsComplete, sniff } from './sniff.js';

describe('sniff', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'png'],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')], 'webp'],
    [[...Buffer.from('%PDF-1.7\n')], 'pdf'],
    [[...Buffer.from('%PDF-2.0\n')], 'pdf'],
    [[...Buffer.from('%PDF-3.0\n')], null],
    [[...Buffer.from('GIF89a')], null],
    [[...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">')], null],
    [[...Buffer.from('<?php echo 1; ?>')], null],
    [[0x50, 0x4b, 0x03, 0x04], null],
    [[0xff, 0xd8], null],
    [[], null],
  ])('reads %j as %s', (bytes, kind) => {
    expect(sniff(Buffer.from(bytes))).toBe(kind);
  });
});

describe('PDF checks', () => {
  it.each([
    '/JavaScript',
    '/JS',
    '/Launch',
    '/EmbeddedFile',
    '/OpenAction',
    '/AA',
    '/RichMedia',
    '/XFA',
    '/J#61vaScript',
    '/#4A#53',
  ])('finds %s', (name) => {
    expect(pdfHasActiveContent(Buffer.from(`%PDF-1.4 << ${name} 1 0 R >> %%EOF`))).toBe(true);
  });
  it('lets plain names through', () => {
    expect(pdfHasActiveContent(Buffer.from('%PDF-1.4 << /Type /Page /JSON /AAB /Annots [] >> %%EOF'))).toBe(false);
  });
  it('wants %%EOF near the end', () => {
    expect(pdfIsComplete(Buffer.from('%PDF-1.4 ... %%EOF\n'))).toBe(true);
    expect(pdfIsComplete(Buffer.concat([Buffer.from('%PDF-1.4 %%EOF'), Buffer.alloc(2000)]))).toBe(false);
  });
});

describe('checkName', () => {
  it.each([
    '../../../etc/passwd.png',
    '..\\..\\a.png',
    'C:\\x\\a.png',
    'C:a.png',
    'a/b.png',
    '.htaccess',
    '',
    '  ',
    'a\u0000.png',
    'a\n.png',
    'x'.repeat(201),
  ])('refuses %j', (name) => {
    expect(checkName(name)).toBeNull();
  });
  it('keeps ordinary names, trimmed', () => {
    expect(checkName(' 头像 (1).png ')).toBe('头像 (1).png');
  });
});
