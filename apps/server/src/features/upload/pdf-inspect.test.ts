import zlib from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { activePdfs, objectStreamPdf, packedObjects, plainPdf, updatedPdf } from '../../test/pdf-corpus.js';
import { inspectPdf } from './pdf-inspect.js';
import { pdfHasActiveContent } from './sniff.js';

/** A clean document as a real writer lays it out: fonts, text, several pages; with or without object streams. */
async function writtenPdf(useObjectStreams: boolean): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 5; i += 1) doc.addPage().drawText(`Certificate page ${i + 1}`, { font, x: 20, y: 20 });
  return Buffer.from(await doc.save({ useObjectStreams }));
}

describe('inspectPdf', () => {
  it.each(activePdfs())('finds %s', async (_label, bytes) => {
    expect(await inspectPdf(bytes)).toBe('active');
  });

  it('sees what the raw bytes hide: the compressed ones pass the grep', () => {
    const hidden = activePdfs().filter(([, bytes]) => !pdfHasActiveContent(bytes));
    expect(hidden.length).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ['a hand-written PDF 1.4', () => plainPdf()],
    ['a hand-written PDF 1.5 with an object stream', () => objectStreamPdf()],
    [
      'an incremental update that changes nothing active',
      () =>
        updatedPdf(plainPdf(), [
          packedObjects(6, [{ num: 1, body: '<< /Type /Catalog /Pages 2 0 R /Lang (zh-CN) >>' }]),
        ]),
    ],
    ['a written PDF without object streams', () => writtenPdf(false)],
    ['a written PDF with object streams', () => writtenPdf(true)],
    [
      'a PDF with a link annotation to a web page',
      () =>
        plainPdf(
          '',
          [
            {
              num: 4,
              body: '<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://example.com) >> >>',
            },
          ],
          '/Annots [4 0 R] ',
        ),
    ],
  ])('lets %s through', async (_label, build) => {
    expect(await inspectPdf(await build())).toBe('clean');
  });

  it('refuses as broken what it cannot read through', async () => {
    const swallowed = packedObjects(7, [{ num: 1, body: '<< /Type /Catalog /Pages 2 0 R /OpenAction 9 0 R >>' }]);
    const hiddenBytes = Buffer.concat([
      Buffer.from(`7 0 obj\n${swallowed.body.replace(/>>$/, `/Length ${swallowed.stream?.length} >>`)}\nstream\n`),
      swallowed.stream as Buffer,
      Buffer.from('\nendstream\nendobj\n'),
    ]);
    const cases: [string, Buffer][] = [
      ['no catalog', Buffer.from('%PDF-1.4\nhello\n%%EOF\n')],
      ['an object it cannot parse', plainPdf('', [{ num: 4, body: '<< /A (unclosed >> ' }])],
      // A stream whose /Length takes in an object stream: a viewer following the xref opens it, a sequential reader not.
      [
        'an object stream hidden inside another stream',
        updatedPdf(plainPdf(), [{ num: 8, body: '<< >>', stream: hiddenBytes }]),
      ],
      [
        'an object stream that inflates past the budget',
        updatedPdf(plainPdf(), [
          {
            num: 9,
            body: '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>',
            stream: zlib.deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20)),
          },
        ]),
      ],
      [
        'an object stream under LZW',
        updatedPdf(plainPdf(), [
          { num: 9, body: '<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode >>', stream: Buffer.from('x') },
        ]),
      ],
      ['arrays nested 100 000 deep', plainPdf('', [{ num: 4, body: `${'['.repeat(100_000)}${']'.repeat(100_000)}` }])],
      [
        'more objects than are worth reading',
        plainPdf(
          '',
          Array.from({ length: 30_001 }, (_, i) => ({
            num: i + 4,
            body: '<< /Type /Annot /Subtype /Link /Rect [0 0 1 1] >>',
          })),
        ),
      ],
    ];
    for (const [label, bytes] of cases) expect([label, await inspectPdf(bytes)]).toEqual([label, 'broken']);
  });

  it('reads a 10 MiB PDF within a second or two, the start of its worker included', async () => {
    const noise = Buffer.alloc(10 * 1024 * 1024 - 4096);
    for (let i = 0; i < noise.length; i += 4) noise.writeUInt32LE((i * 2654435761) >>> 0, i);
    const big = plainPdf('', [
      { num: 4, body: '<< /Type /XObject /Subtype /Image /Filter /DCTDecode >>', stream: noise },
    ]);
    const started = performance.now();
    expect(await inspectPdf(big)).toBe('clean');
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
