import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { localUploadsDir } from '../../lib/storage.js';
import { addAdmin, countUploads } from '../../test/fixtures.js';
import { describeEachDb, registerAndLogin, type TTestContext } from '../../test/helper.js';
import { activePdfs, objectStreamPdf } from '../../test/pdf-corpus.js';

const UPLOAD = '/file/api/upload/uploadFile.json';

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----mallTestBoundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A PNG header claiming width × height (RGB, 8 bit) with one tiny IDAT: built by hand, never decoded. */
function claimedPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdf = (body: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${body}>> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

/** Every file under a folder, recursively (temp files included). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** Where the test shop keeps its uploads (local storage). */
const uploadsRoot = (ctx: TTestContext) => localUploadsDir(ctx.config.DATA_DIR);

describeEachDb('POST /file/api/upload/uploadFile.json', (ctx) => {
  const upload = async (fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) =>
    (await ctx.app.inject({ method: 'POST', url: UPLOAD, ...multipart(fields, file) })).json();

  it('stores an image, serves it under /files and lets it become the avatar', async () => {
    const user = await registerAndLogin(ctx);
    const res = await upload(
      { accessToken: user.token, folderId: '-1' },
      { name: '头像.png', type: 'image/png', bytes: await png() },
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: '头像.png', contentType: 'image/png' });
    expect(res.data.url).toMatch(/^\/files\/\d{4}\/\d{2}\/[a-f0-9]{24}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);
    const updated = await ctx.call('/order/userInfo/updateUser.json', { icon: res.data.url }, user.token);
    expect(updated.status).toBe(200);
  });

  it('refuses bytes that are not an image, whatever the declared type', async () => {
    const user = await registerAndLogin(ctx);
    const res = await upload(
      { accessToken: user.token, folderId: '-1' },
      { name: 'evil.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') },
    );
    expect(res.status).toBe(407);
    expect(res.msg).toContain('file');
  });

  it('refuses an image over 5 MB', async () => {
    const user = await registerAndLogin(ctx);
    const bytes = Buffer.concat([claimedPng(64, 48), Buffer.alloc(5 * 1024 * 1024, 1)]);
    const res = await upload(
      { accessToken: user.token, folderId: '-1' },
      { name: 'big.png', type: 'image/png', bytes },
    );
    expect(res).toMatchObject({ status: 407, code: 'UPLOAD_TOO_LARGE' });
  });

  /** Answers an attack's envelope, asserting nothing reached the disk or the files table. */
  async function refusedAndNothingStored(file: { name: string; type: string; bytes: Buffer }) {
    const user = await registerAndLogin(ctx);
    const count = () => countUploads(ctx);
    const [filesBefore, rowsBefore] = [filesUnder(uploadsRoot(ctx)).length, await count()];
    const res = await upload({ accessToken: user.token, folderId: '-1' }, file);
    expect(filesUnder(uploadsRoot(ctx))).toHaveLength(filesBefore);
    expect(await count()).toBe(rowsBefore);
    return res;
  }

  it.each([
    [
      'a PHP file named .jpg',
      'shell.jpg',
      'image/jpeg',
      Buffer.from("<?php system($_GET['c']); ?>"),
      'UPLOAD_TYPE_REFUSED',
    ],
    [
      'an SVG with a script',
      'a.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
      'UPLOAD_TYPE_REFUSED',
    ],
    [
      'an SVG with a script named .png',
      'a.png',
      'image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
      'UPLOAD_TYPE_REFUSED',
    ],
    [
      'an HTML page',
      'a.html',
      'text/html',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      'UPLOAD_TYPE_REFUSED',
    ],
    [
      'a GIF',
      'a.gif',
      'image/gif',
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      'UPLOAD_TYPE_REFUSED',
    ],
    ['a 20 000 × 20 000 PNG', 'huge.png', 'image/png', claimedPng(20_000, 20_000), 'UPLOAD_IMAGE_TOO_BIG'],
    ['a PNG 9000 pixels wide', 'wide.png', 'image/png', claimedPng(9000, 10), 'UPLOAD_IMAGE_TOO_BIG'],
    ['a PNG header with broken pixels', 'broken.png', 'image/png', claimedPng(64, 48), 'UPLOAD_TYPE_REFUSED'],
    [
      'a PDF with JavaScript',
      'a.pdf',
      'application/pdf',
      pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
      'UPLOAD_PDF_ACTIVE',
    ],
    [
      'a PDF with an escaped /JavaScript',
      'b.pdf',
      'application/pdf',
      pdf('/Names << /J#61vaScript 3 0 R >> '),
      'UPLOAD_PDF_ACTIVE',
    ],
    [
      'a PDF with an attachment',
      'c.pdf',
      'application/pdf',
      pdf('/Names << /EmbeddedFiles 3 0 R >> '),
      'UPLOAD_PDF_ACTIVE',
    ],
    ['a cut PDF', 'd.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n1 0 obj'), 'UPLOAD_TYPE_REFUSED'],
  ])('refuses %s and stores nothing', async (_label, name, type, bytes, code) => {
    expect(await refusedAndNothingStored({ name, type, bytes })).toMatchObject({ status: 407, code });
  });

  it.each(activePdfs())('refuses a PDF with %s and stores nothing', async (_label, bytes) => {
    const res = await refusedAndNothingStored({ name: '说明书.pdf', type: 'application/pdf', bytes });
    expect(res).toMatchObject({ status: 407, code: 'UPLOAD_PDF_ACTIVE' });
  });

  it('refuses a PDF the parser cannot read and stores nothing', async () => {
    const bytes = Buffer.from(
      '%PDF-1.5\n1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /Length 1 >>\nstream\nx\nendstream\nendobj\n%%EOF\n',
    );
    const res = await refusedAndNothingStored({ name: 'a.pdf', type: 'application/pdf', bytes });
    expect(res).toMatchObject({ status: 407, code: 'UPLOAD_TYPE_REFUSED' });
  });

  it('stores clean PDFs, with and without object streams', async () => {
    const user = await registerAndLogin(ctx);
    const doc = await PDFDocument.create();
    doc.addPage().drawText('CCC 3C certificate');
    const written = [
      objectStreamPdf(),
      Buffer.from(await doc.save({ useObjectStreams: true })),
      Buffer.from(await doc.save({ useObjectStreams: false })),
    ];
    for (const bytes of written) {
      const res = await upload(
        { accessToken: user.token, folderId: '-1' },
        { name: '合格证.pdf', type: 'application/pdf', bytes },
      );
      expect(res.data).toMatchObject({ kind: 'pdf', size: bytes.length });
    }
  });

  it('refuses a 50 MB file and stores nothing', async () => {
    const bytes = Buffer.concat([claimedPng(64, 48), Buffer.alloc(50 * 1024 * 1024)]);
    const res = await refusedAndNothingStored({ name: 'big.png', type: 'image/png', bytes });
    expect(res).toMatchObject({ status: 407, code: 'UPLOAD_TOO_LARGE' });
  });

  it.each(['../../../etc/passwd.png', '..\\..\\a.png', 'C:\\x\\a.png', 'dir/a.png', '.htaccess'])(
    'refuses the file name %s with a valid PNG and stores nothing',
    async (name) => {
      const res = await refusedAndNothingStored({ name, type: 'image/png', bytes: await png() });
      expect(res).toMatchObject({ status: 407, code: 'UPLOAD_BAD_NAME' });
    },
  );

  it('re-encodes: a JPEG with a PHP tail and GPS loses both', async () => {
    const user = await registerAndLogin(ctx);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 14/1 0/1' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const bytes = Buffer.concat([jpeg, Buffer.from("<?php system($_GET['c']); ?>")]);
    const res = await upload({ accessToken: user.token, folderId: '-1' }, { name: 'a.jpg', type: 'image/jpeg', bytes });
    expect(res.data).toMatchObject({ contentType: 'image/jpeg', kind: 'image', width: 40, height: 30 });
    const stored = fs.readFileSync(path.join(uploadsRoot(ctx), res.data.url.replace('/files/', '')));
    expect(stored.includes('<?php')).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('serves uploads as data only: nosniff, sandboxed, a PDF as an attachment, never through /img', async () => {
    const user = await registerAndLogin(ctx);
    const image = await upload(
      { accessToken: user.token, folderId: '-1' },
      { name: 'a.png', type: 'image/png', bytes: await png() },
    );
    const served = await ctx.app.inject({ method: 'GET', url: image.data.url });
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
      'content-disposition': 'inline',
      'cross-origin-resource-policy': 'same-origin',
    });
    const doc = await upload(
      { accessToken: user.token, folderId: '-1' },
      { name: '合格证.pdf', type: 'application/octet-stream', bytes: pdf('') },
    );
    expect(doc.data).toMatchObject({ kind: 'pdf', contentType: 'application/pdf', width: null, name: '合格证.pdf' });
    expect(doc.data.url).toMatch(/^\/files\/\d{4}\/\d{2}\/[a-f0-9]{24}\.pdf$/);
    const pdfServed = await ctx.app.inject({ method: 'GET', url: doc.data.url });
    expect(pdfServed.statusCode).toBe(200);
    expect(pdfServed.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': 'attachment' });
    expect((await ctx.app.inject({ method: 'GET', url: `/img/86${doc.data.url}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/img/86${image.data.url}` })).statusCode).toBe(200);
    // A PDF is no picture for a review or an avatar.
    expect((await ctx.call('/order/userInfo/updateUser.json', { icon: doc.data.url }, user.token)).status).toBe(404);

    // Only generated names are served: a file of another kind, or a temp file, under the root is not.
    const dir = path.join(uploadsRoot(ctx), '2026', '01');
    fs.mkdirSync(dir, { recursive: true });
    const planted = 'a'.repeat(24);
    fs.writeFileSync(path.join(dir, `${planted}.html`), '<script>alert(1)</script>');
    fs.writeFileSync(path.join(dir, `${planted}.png.1234.tmp`), 'x');
    expect((await ctx.app.inject({ method: 'GET', url: `/files/2026/01/${planted}.html` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/files/2026/01/${planted}.png.1234.tmp` })).statusCode).toBe(
      404,
    );
  });

  it('refuses the 61st upload of a buyer within an hour', async () => {
    const user = await registerAndLogin(ctx);
    const junk = { name: 'a.png', type: 'image/png', bytes: Buffer.from('not an image') };
    for (let i = 0; i < 60; i += 1) {
      expect((await upload({ accessToken: user.token, folderId: '-1' }, junk)).code).toBe('UPLOAD_TYPE_REFUSED');
    }
    expect(await upload({ accessToken: user.token, folderId: '-1' }, junk)).toMatchObject({
      status: 429,
      code: 'UPLOAD_THROTTLED',
    });
  });

  it('answers 528 when the token comes only after the file', async () => {
    const user = await registerAndLogin(ctx);
    const { payload, headers } = multipart({}, { name: 'a.png', type: 'image/png', bytes: await png() });
    const tail = Buffer.from(
      `--${'----mallTestBoundary'}\r\nContent-Disposition: form-data; name="accessToken"\r\n\r\n${user.token}\r\n`,
    );
    const body = Buffer.concat([
      payload.subarray(0, payload.length - '------mallTestBoundary--\r\n'.length),
      tail,
      Buffer.from('------mallTestBoundary--\r\n'),
    ]);
    const res = await ctx.app.inject({ method: 'POST', url: UPLOAD, payload: body, headers });
    expect(res.json().status).toBe(528);
  });

  it('answers 528 without a token and 407 without a file or as JSON', async () => {
    expect((await upload({ folderId: '-1' }, { name: 'a.png', type: 'image/png', bytes: await png() })).status).toBe(
      528,
    );
    const user = await registerAndLogin(ctx);
    expect((await upload({ accessToken: user.token, folderId: '-1' })).status).toBe(407);
    expect((await ctx.call(UPLOAD, {}, user.token)).status).toBe(407);
  });

  it.each([
    ['a body cut before its closing boundary', 'b', '--b'],
    ['garbage under a declared boundary', 'b', 'garbage'],
    [
      'parts under another boundary than declared',
      'other',
      '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
    ],
    ['no boundary at all', '', 'x'],
  ])('answers 407, not 500, to %s', async (_label, boundary, payload) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(407);
  });
});

describeEachDb('POST /admin/api/upload/uploadFile.json', (ctx) => {
  const ADMIN_UPLOAD = '/admin/api/upload/uploadFile.json';
  const upload = async (fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) =>
    (await ctx.app.inject({ method: 'POST', url: ADMIN_UPLOAD, ...multipart(fields, file) })).json();

  it('stores a console picture with an admin token under the buyer’s rules, and logs it', async () => {
    const admin = await addAdmin(ctx, 'operator');
    const res = await upload(
      { accessToken: admin.token, folderId: '-1' },
      { name: '横幅.png', type: 'image/png', bytes: await png() },
    );
    expect(res).toMatchObject({ status: 200, data: { name: '横幅.png', contentType: 'image/png' } });
    const row = await ctx.app.deps.db
      .selectFrom('files')
      .selectAll()
      .where('path', '=', res.data.url)
      .executeTakeFirst();
    expect(row).toMatchObject({ owner_type: 'admin', owner_id: admin.id });
    const audit = await ctx.app.deps.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', 'upload.uploadFile')
      .where('target_id', '=', res.data.url)
      .executeTakeFirst();
    expect(audit).toMatchObject({ admin_id: admin.id, target_type: 'file' });
    // The same refusals as a buyer's.
    const bad = await upload(
      { accessToken: admin.token },
      { name: 'x.png', type: 'image/png', bytes: Buffer.from('not an image') },
    );
    expect(bad).toMatchObject({ status: 407, code: 'UPLOAD_TYPE_REFUSED' });
  });

  it('takes only an admin token: a buyer’s is 528, and a buyer’s upload call refuses an admin’s', async () => {
    const buyer = await registerAndLogin(ctx);
    const admin = await addAdmin(ctx, 'operator');
    const file = { name: 'a.png', type: 'image/png', bytes: await png() };
    expect((await upload({ accessToken: buyer.token }, file)).status).toBe(528);
    const asBuyer = await ctx.app.inject({
      method: 'POST',
      url: UPLOAD,
      ...multipart({ accessToken: admin.token }, file),
    });
    expect(asBuyer.json().status).toBe(528);
  });
});
