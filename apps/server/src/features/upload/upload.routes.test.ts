import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDb, registerAndLogin } from '../../test/helper.js';

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

  it('refuses a file over 5 MB', async () => {
    const user = await registerAndLogin(ctx);
    const res = await upload(
      { accessToken: user.token, folderId: '-1' },
      { name: 'big.png', type: 'image/png', bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1) },
    );
    expect(res.status).toBe(407);
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
