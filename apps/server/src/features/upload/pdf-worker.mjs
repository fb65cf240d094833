// Runs in a worker thread of its own for each uploaded PDF (pdf-inspect.ts starts it): pdf-lib keeps
// every name it ever parsed in a pool of its own for the life of the process, so a file of a million
// made-up names would grow the server for good; a worker's memory goes with it, and its CPU is not
// the main thread's. Plain JS so any runtime can load it as is (the build copies it beside server.js).

import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';
import { PDFArray, PDFDict, PDFName, PDFParser, PDFRawStream, PDFStream } from 'pdf-lib';

/**
 * What a PDF holds, read by a real parser (pdf-lib) rather than by grepping its bytes: PDF 1.5 object
 * streams (FlateDecode) hide every name from a grep, so the raw check in sniff.ts is only a first,
 * cheap pass and this one decides.
 *
 * - `active`: some object names a script, a launch, an attachment, an automatic action, rich media
 *   or a form program (ACTIVE_NAMES), as a key or a value, anywhere: every object the parser meets,
 *   those inside object streams and every earlier version of an object an incremental update
 *   redefines included (each is looked at as it is parsed, before a later one replaces it). The
 *   catalog's /OpenAction and /AA, the Names tree's /JavaScript and /EmbeddedFiles, an annotation's
 *   /A << /S /JavaScript >> or /AA, a /FileAttachment annotation: all are such names.
 * - `broken`: the parser gave up on an object, or found no catalog, or the file holds more objects
 *   than are worth reading (MAX_OBJECTS), or it hides an object stream where the parser
 *   did not find one (a stream whose /Length swallows it: a viewer following the xref would still
 *   open it), or an object or xref stream is packed in a way this check does not inflate itself.
 * - `clean`: none of that.
 */

/** Names that run something or carry something (PDF 32000 §12.6 actions, §7.11 embedded files, XFA, rich media). */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'FileAttachment',
  'OpenAction',
  'AA',
  'XFA',
  'GoToE',
  'SubmitForm',
  'ImportData',
]);

/**
 * Bytes the object and xref streams of one file may inflate to, all together. A 10 MiB upload of
 * deflated zeros would otherwise inflate to gigabytes inside the parser (a zip bomb).
 */
const INFLATE_BUDGET = 32 * 1024 * 1024;

/**
 * Objects one file may hold. pdf-lib reads about 30 000 small objects a second: a real document of
 * 10 MiB (scans, drawings, a few hundred pages) holds a few thousand, a file of nothing but tiny
 * objects would keep a core busy for seconds. One past this is refused as a file not worth reading.
 */
const MAX_OBJECTS = 30_000;

const TYPE = PDFName.of('Type');
const FILTER = PDFName.of('Filter');
const DECODE_PARMS = PDFName.of('DecodeParms');
const OBJ_STM = PDFName.of('ObjStm');
const XREF = PDFName.of('XRef');
const FLATE = PDFName.of('FlateDecode');
const CATALOG = PDFName.of('Catalog');

/** A name as a viewer reads it: #xx escapes decoded (pdf-lib decodes only upper-case ones). */
/** @param {PDFName} name */
function nameText(name) {
  let text = name.asString().slice(1);
  for (let i = 0; i < 3 && text.includes('#'); i += 1) {
    text = text.replace(/#([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return text;
}

/** @type {WeakMap<PDFName, boolean>} */
const activeByName = new WeakMap();

/** @param {PDFName} name */
function isActiveName(name) {
  let active = activeByName.get(name);
  if (active === undefined) {
    const text = nameText(name);
    active = ACTIVE_NAMES.has(text) || text.startsWith('RichMedia');
    activeByName.set(name, active);
  }
  return active;
}

/** Whether an object, or anything inside it (not following references: each indirect object is visited itself), is active. */
/** @param {import('pdf-lib').PDFObject} root */
function holdsActive(root) {
  const stack = [root];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (next instanceof PDFName) {
      if (isActiveName(next)) return true;
    } else if (next instanceof PDFDict) {
      for (const [key, value] of next.entries()) {
        if (isActiveName(key)) return true;
        stack.push(value);
      }
    } else if (next instanceof PDFArray) {
      stack.push(...next.asArray());
    } else if (next instanceof PDFStream) {
      stack.push(next.dict);
    }
  }
  return false;
}

/** Object streams named in the raw bytes (escapes decoded): each must be one the parser read. */
/** @param {Uint8Array} bytes */
function rawObjectStreams(bytes) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  return text.match(/\/ObjStm(?![^\s()<>[\]{}/%])/g)?.length ?? 0;
}

/** The filters of a stream, or null when they are not plain names. */
/**
 * @param {PDFRawStream} stream
 * @returns {PDFName[] | null}
 */
function filtersOf(stream) {
  const filter = stream.dict.get(FILTER);
  if (filter === undefined) return [];
  if (filter instanceof PDFName) return [filter];
  if (filter instanceof PDFArray) {
    const names = filter.asArray();
    return names.every((n) => n instanceof PDFName) ? names : null;
  }
  return null;
}

/**
 * @param {Uint8Array} bytes
 * @returns {Promise<'clean' | 'active' | 'broken'>}
 */
export async function inspect(bytes) {
  let budget = INFLATE_BUDGET;
  let objectStreams = 0;
  let active = false;
  let objects = 0;

  /** Inflates a Flate stream with zlib, bounded by what is left of the budget; throws past it. */
  /** @param {Uint8Array} contents */
  const inflate = (contents) => {
    const out = zlib.inflateSync(contents, {
      maxOutputLength: Math.max(1, budget),
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
    budget -= out.length;
    if (budget <= 0) throw new Error('PDF streams inflate past the budget');
    return out;
  };

  /**
   * Object and xref streams are the only ones the parser decodes. An object stream is inflated here
   * (bounded) and handed on unfiltered; an xref stream is inflated here once to bound it, the parser
   * then reads it with its predictor. Any filter but FlateDecode on either is refused (LZW and the
   * rest would be inflated unbounded by the parser).
   */
  /** @param {import('pdf-lib').PDFObject} object */
  const bounded = (object) => {
    if (!(object instanceof PDFRawStream)) return object;
    const type = object.dict.get(TYPE);
    if (type !== OBJ_STM && type !== XREF) return object;
    const filters = filtersOf(object);
    if (filters === null || filters.length > 1 || (filters.length === 1 && filters[0] !== FLATE)) {
      throw new Error('PDF object or xref stream with an unsupported filter');
    }
    if (type === XREF) {
      if (filters.length === 1) inflate(object.contents);
      return object;
    }
    objectStreams += 1;
    if (filters.length === 0) return object;
    if (object.dict.get(DECODE_PARMS) !== undefined) throw new Error('PDF object stream with a predictor');
    const plain = object.dict.clone();
    plain.delete(FILTER);
    return PDFRawStream.of(plain, new Uint8Array(inflate(object.contents)));
  };

  // throwOnInvalidObject: an object the parser cannot read is one this check cannot see into.
  const parser = PDFParser.forBytesWithOptions(bytes, Number.POSITIVE_INFINITY, true, false);
  // The parser's context is protected in pdf-lib's types; its `assign` is where every parsed object
  // (top level or from an object stream, every version) passes, and `parseObject` where each stream
  // is read before the parser decodes it.
  const context = /** @type {{ context: import('pdf-lib').PDFContext }} */ (/** @type {unknown} */ (parser)).context;
  const assign = context.assign.bind(context);
  context.assign = (ref, object) => {
    objects += 1;
    if (objects > MAX_OBJECTS) throw new Error('PDF with too many objects');
    if (!active && holdsActive(object)) active = true;
    assign(ref, object);
  };
  const parseObject = parser.parseObject.bind(parser);
  parser.parseObject = () => bounded(parseObject());

  try {
    await parser.parseDocument();
  } catch {
    return 'broken';
  }
  if (active) return 'active';
  if (rawObjectStreams(bytes) > objectStreams) return 'broken';
  const catalog = context.lookup(context.trailerInfo.Root);
  return catalog instanceof PDFDict && catalog.get(TYPE) === CATALOG ? 'clean' : 'broken';
}

if (!isMainThread && parentPort) {
  parentPort.postMessage(await inspect(workerData.bytes));
}
