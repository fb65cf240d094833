import { CALLS, chinaDate, LISTING_IMPORT_MAX_BYTES, type TListingImportResult } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError, appError, badPayload, isAppError } from '../../lib/app-error.js';
import { takeSlot } from '../../lib/counter-store.js';
import { asBadMultipart, readParts } from '../../lib/multipart.js';
import { authenticate, checkAnswer, envelope, FileAnswer, serveCall } from '../../plugins/calls.js';
import * as repo from './listing.repository.js';
import { addListing, listingDetail, updateListing } from './listing.service.js';
import {
  checkListing,
  decodeCsv,
  encodeCsv,
  groupRows,
  listingOfRows,
  readRows,
  rowsOfListing,
  scatteredGroups,
  tooManyProducts,
} from './listing-csv.js';

/** Imports one seller may run per hour. */
const IMPORTS_PER_HOUR = 30;

/**
 * Saves each product of the file on its own (a product whole or not at all: one transaction each);
 * answers what was saved and every refused row.
 */
export async function importListings(db: Kysely<DB>, sellerId: number, bytes: Buffer): Promise<TListingImportResult> {
  const read = readRows(decodeCsv(bytes));
  if ('problem' in read) throw appError('LISTING_IMPORT_UNREADABLE', { reason: read.problem });
  const groups = groupRows(read.rows);
  const tooMany = tooManyProducts(groups);
  if (tooMany) throw appError('LISTING_IMPORT_UNREADABLE', { reason: tooMany });
  const result: TListingImportResult = { created: [], updated: [], refused: 0, errors: [] };
  const scattered = scatteredGroups(groups);
  const refusedKeys = new Set(
    groups.filter((g) => scattered.some((e) => e.line === g.rows[0]?.line)).map((g) => g.key),
  );
  result.errors.push(...scattered);
  for (const group of groups) {
    if (refusedKeys.has(group.key)) {
      result.refused += 1;
      continue;
    }
    const product = group.rows[0]?.商品ID || group.rows[0]?.商品标题 || '';
    const line = group.rows[0]?.line ?? 0;
    const built = listingOfRows(group.rows);
    const checked = 'errors' in built ? built : checkListing(group.rows, built.listing);
    if ('errors' in checked) {
      result.refused += 1;
      result.errors.push(...checked.errors);
      continue;
    }
    try {
      if (group.id === null) {
        result.created.push((await addListing(db, sellerId, checked.listing)).id);
      } else if (!Number.isSafeInteger(group.id) || group.id <= 0) {
        throw appError('PRODUCT_NOT_FOUND');
      } else {
        result.updated.push((await updateListing(db, sellerId, { ...checked.listing, id: group.id })).id);
      }
    } catch (err) {
      // A value the database refuses (PostgreSQL's data exceptions, class 22) is that product's fault.
      const isDataError = /^22/.test(String((err as { code?: unknown } | null)?.code ?? ''));
      if (!(err instanceof AppError) && !isDataError) throw err;
      result.refused += 1;
      result.errors.push({
        line,
        product,
        message: err instanceof AppError ? err.message : '内容无法保存：含有不支持的字符或超出长度',
      });
    }
  }
  return result;
}

/** The seller's products in the import's columns (a kept edit rather than the live listing), oldest first. */
export async function exportListings(db: Kysely<DB>, sellerId: number, encoding: 'utf-8' | 'gbk'): Promise<Buffer> {
  const rows: string[][] = [];
  for (let after = 0; ; ) {
    const page = await repo.sellerProductIds(db, sellerId, after, 100);
    for (const { id } of page) {
      // A product's kept edit, when it has one: what the editor shows, so an export imported back changes nothing.
      const detail = await listingDetail(db, sellerId, id);
      rows.push(...rowsOfListing(id, detail.revision?.content ?? detail.content));
    }
    if (page.length < 100) break;
    after = Number(page.at(-1)?.id);
  }
  return encodeCsv(rows, encoding);
}

/** A file over the import's limit: named as such (the upload's own message speaks of pictures and PDFs). */
function tooLargeAsUnreadable(err: unknown): unknown {
  if (!isAppError(err, 'UPLOAD_TOO_LARGE')) return err;
  return appError('LISTING_IMPORT_UNREADABLE', {
    reason: `文件超过${LISTING_IMPORT_MAX_BYTES / 1024 / 1024}MB，请分批导入`,
  });
}

/** 导入 (multipart: `accessToken` before `file`) and 导出 of the seller's products (DESIGN-OPERATE §B). */
export async function listingCsvRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const SP = CALLS.sellerProduct;

  serveCall(app, SP.export, async (data, { sellerId }) => {
    const bytes = await exportListings(db, sellerId, data.encoding ?? 'utf-8');
    const charset = data.encoding === 'gbk' ? 'gbk' : 'utf-8';
    return new FileAnswer(bytes, `商品导出-${chinaDate()}.csv`, `text/csv; charset=${charset}`);
  });

  app.post(SP.import.path, async (req) => {
    if (!req.isMultipart()) {
      const sent = (req.body as { accessToken?: unknown } | null | undefined)?.accessToken;
      await authenticate(app, SP.import, typeof sent === 'string' ? sent : undefined);
      throw badPayload('参数解析失败：file 请以 multipart/form-data 上传');
    }
    let token: string | undefined;
    let sellerId = 0;
    let bytes: Buffer | undefined;
    for await (const part of readParts(
      req.parts({ limits: { fileSize: LISTING_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 } }),
    )) {
      if (part.type === 'field') {
        if (part.fieldname === 'accessToken') token = String(part.value);
        continue;
      }
      // The token travels before the file: nobody's bytes are read before the login check.
      sellerId = (await authenticate(app, SP.import, token)).sellerId;
      await takeSlot(app.deps.counters, `listing-import:${sellerId}`, IMPORTS_PER_HOUR, 3_600_000, 'UPLOAD_THROTTLED');
      bytes = await part.toBuffer().catch((err) => Promise.reject(tooLargeAsUnreadable(asBadMultipart(err))));
    }
    if (!sellerId) sellerId = (await authenticate(app, SP.import, token)).sellerId;
    if (!bytes) throw badPayload('参数解析失败：file 缺少文件');
    const result = await importListings(db, sellerId, bytes);
    if (app.deps.config.NODE_ENV !== 'production') checkAnswer(SP.import, result);
    return envelope(result);
  });
}
