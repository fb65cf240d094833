import zlib from 'node:zlib';

/**
 * PDFs written byte by byte for the upload tests: clean ones and ones that run or carry something,
 * plain, with their objects packed in a FlateDecode object stream (PDF 1.5), or changed by an
 * incremental update. Written by hand so each file holds exactly the trick it tests (a library's
 * writer decides for itself where objects go).
 */

/** An object: its number and its body (`<< … >>`), optionally followed by stream bytes. */
export interface TPdfObject {
  num: number;
  body: string;
  stream?: Buffer;
}

const PAGES = [
  { num: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
  { num: 3, body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>' },
];

function objectBytes(o: TPdfObject): Buffer {
  if (!o.stream) return Buffer.from(`${o.num} 0 obj\n${o.body}\nendobj\n`, 'latin1');
  const dict = o.body.replace(/>>\s*$/, `/Length ${o.stream.length} >>`);
  return Buffer.concat([
    Buffer.from(`${o.num} 0 obj\n${dict}\nstream\n`, 'latin1'),
    o.stream,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}

/** Objects written in order after `head`, with a classic xref section and trailer (`/Prev` for an update). */
function section(head: Buffer, objects: TPdfObject[], trailer: string, prev?: number): Buffer {
  const parts = [head];
  let at = head.length;
  const offsets = new Map<number, number>();
  for (const o of objects) {
    const bytes = objectBytes(o);
    offsets.set(o.num, at);
    parts.push(bytes);
    at += bytes.length;
  }
  const xrefAt = at;
  let xref = 'xref\n';
  if (prev === undefined) xref += '0 1\n0000000000 65535 f \n';
  for (const [num, offset] of [...offsets].sort((a, b) => a[0] - b[0])) {
    xref += `${num} 1\n${String(offset).padStart(10, '0')} 00000 n \n`;
  }
  const size = objects.reduce((max, o) => Math.max(max, o.num), 0) + 1;
  const prevPart = prev === undefined ? '' : ` /Prev ${prev}`;
  parts.push(
    Buffer.from(`${xref}trailer\n<< /Size ${size} /Root 1 0 R${prevPart} ${trailer}>>\nstartxref\n${xrefAt}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}

/** The offset of the last xref section (for an update's /Prev). */
function lastXref(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  return Number(
    text
      .slice(text.lastIndexOf('startxref') + 9)
      .trim()
      .split(/\s/)[0],
  );
}

/** A one-page PDF 1.4 whose catalog has `catalogExtra`, plus `extra` objects (numbered from 4). */
export function plainPdf(catalogExtra = '', extra: TPdfObject[] = [], pageExtra = ''): Buffer {
  const page = { num: 3, body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${pageExtra}>>` };
  return section(
    Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
    [{ num: 1, body: `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>` }, PAGES[0] as TPdfObject, page, ...extra],
    '',
  );
}

/**
 * A one-page PDF 1.5 whose catalog (with `catalogExtra`), page tree and page sit in a FlateDecode
 * object stream, found through an xref stream: nothing but the stream headers is readable in the
 * raw bytes.
 */
export function objectStreamPdf(catalogExtra = '', packed: TPdfObject[] = []): Buffer {
  const inside = [{ num: 1, body: `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>` }, ...PAGES, ...packed];
  let table = '';
  let body = '';
  for (const o of inside) {
    table += `${o.num} ${body.length} `;
    body += `${o.body}\n`;
  }
  const objStmNum = inside.reduce((max, o) => Math.max(max, o.num), 0) + 1;
  const xrefNum = objStmNum + 1;
  const data = zlib.deflateSync(Buffer.from(table + body, 'latin1'));
  const head = Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const objStm = objectBytes({
    num: objStmNum,
    body: `<< /Type /ObjStm /N ${inside.length} /First ${table.length} /Filter /FlateDecode >>`,
    stream: data,
  });
  // Xref stream rows (W [1 4 2]): type 2 for the packed objects (stream number, index), type 1 for the two streams.
  const xrefAt = head.length + objStm.length;
  const rows: Buffer[] = [];
  const row = (type: number, a: number, b: number) => {
    const r = Buffer.alloc(7);
    r.writeUInt8(type, 0);
    r.writeUInt32BE(a, 1);
    r.writeUInt16BE(b, 5);
    rows.push(r);
  };
  row(0, 0, 65535);
  const byNum = new Map(inside.map((o, i) => [o.num, i]));
  for (let n = 1; n <= xrefNum; n += 1) {
    if (byNum.has(n)) row(2, objStmNum, byNum.get(n) as number);
    else if (n === objStmNum) row(1, head.length, 0);
    else if (n === xrefNum) row(1, xrefAt, 0);
    else row(0, 0, 0);
  }
  const xref = objectBytes({
    num: xrefNum,
    body: `<< /Type /XRef /Size ${xrefNum + 1} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode >>`,
    stream: zlib.deflateSync(Buffer.concat(rows)),
  });
  return Buffer.concat([head, objStm, xref, Buffer.from(`startxref\n${xrefAt}\n%%EOF\n`, 'latin1')]);
}

/** `pdf` with an incremental update appended: the objects redefined or added, a new xref section and trailer. */
export function updatedPdf(pdf: Buffer, objects: TPdfObject[]): Buffer {
  return section(pdf, objects, '', lastXref(pdf));
}

/** An object stream (number `num`) holding `objects`, deflated: for an update that packs its changes. */
export function packedObjects(num: number, objects: TPdfObject[]): TPdfObject {
  let table = '';
  let body = '';
  for (const o of objects) {
    table += `${o.num} ${body.length} `;
    body += `${o.body}\n`;
  }
  return {
    num,
    body: `<< /Type /ObjStm /N ${objects.length} /First ${table.length} /Filter /FlateDecode >>`,
    stream: zlib.deflateSync(Buffer.from(table + body, 'latin1')),
  };
}

/** The malicious corpus: each refused by the upload filter. */
export function activePdfs(): [label: string, bytes: Buffer][] {
  const openJs = '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ';
  const plain = plainPdf();
  return [
    ['an OpenAction with JavaScript', plainPdf(openJs)],
    ['an OpenAction with JavaScript in a compressed object stream', objectStreamPdf(openJs)],
    [
      'an OpenAction with JavaScript, escaped, in an object stream',
      objectStreamPdf('/Open#41ction << /S /J#61va#53cript /J#53 (app.alert(1)) >> '),
    ],
    ['a Launch in an object stream', objectStreamPdf('/OpenAction << /S /Launch /F (calc.exe) >> ')],
    [
      'a JavaScript names tree in an object stream',
      objectStreamPdf('/Names << /JavaScript 4 0 R >> ', [
        { num: 4, body: '<< /Names [(a) 5 0 R] >>' },
        { num: 5, body: '<< /S /JavaScript /JS (app.alert(1)) >>' },
      ]),
    ],
    [
      'an embedded file in an object stream',
      objectStreamPdf('/Names << /EmbeddedFiles 4 0 R >> ', [
        { num: 4, body: '<< /Names [(a.exe) 5 0 R] >>' },
        { num: 5, body: '<< /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>' },
      ]),
    ],
    [
      'a page annotation with /AA in an object stream',
      objectStreamPdf('', [
        {
          num: 4,
          body: '<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /AA << /E << /S /JavaScript /JS (1) >> >> >>',
        },
      ]),
    ],
    [
      'an annotation whose /A is a JavaScript action',
      plainPdf(
        '',
        [
          { num: 4, body: '<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A 5 0 R >>' },
          { num: 5, body: '<< /S /JavaScript /JS 6 0 R >>' },
          { num: 6, body: '<< /Filter /FlateDecode >>', stream: zlib.deflateSync(Buffer.from('app.alert(1)')) },
        ],
        '/Annots [4 0 R] ',
      ),
    ],
    ['an XFA form in an object stream', objectStreamPdf('/AcroForm << /Fields [] /XFA 4 0 R >> ')],
    [
      'rich media in an object stream',
      objectStreamPdf('', [{ num: 4, body: '<< /Type /Annot /Subtype /RichMedia >>' }]),
    ],
    [
      'an incremental update that adds an OpenAction in an object stream',
      updatedPdf(plain, [packedObjects(6, [{ num: 1, body: `<< /Type /Catalog /Pages 2 0 R ${openJs}>>` }])]),
    ],
    [
      'an incremental update whose redefined catalog is later redefined clean again',
      updatedPdf(
        updatedPdf(objectStreamPdf(), [
          packedObjects(9, [{ num: 1, body: `<< /Type /Catalog /Pages 2 0 R ${openJs}>>` }]),
        ]),
        [{ num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' }],
      ),
    ],
  ];
}
