import {
  APP_ERRORS,
  BLANK_IS_ABSENT,
  CALLS,
  chinaDate,
  DATE_WINDOW,
  PROVINCE_CODES,
  REGION_CHAIN,
  REGION_TABLE,
  STATUS_MSG,
  type TCall,
  trimmedLengthPattern,
} from '@mall/contract';
import { z } from 'zod';
import { MAX_JSON_DEPTH } from '../../plugins/wire-guard.js';

/** A JSON Schema object as OpenAPI 3.1 embeds it (JSON Schema 2020-12). */
type TSchema = Record<string, unknown>;

const ENVELOPE_REF = { $ref: '#/components/schemas/Envelope' };
const FAILURE_REF = { $ref: '#/components/schemas/Failure' };

const AUTH_TEXT: Record<TCall['auth'], string> = {
  none: '无需登录。',
  user: '需要买家登录：请求体的 `accessToken` 带买家令牌（`/login` 所得）；未登录或令牌失效答 528。',
  seller: '需要卖家登录：请求体的 `accessToken` 带卖家令牌（卖家登录所得）；买家令牌无效，答 528。',
  admin:
    '需要管理员登录：请求体的 `accessToken` 带管理员令牌（`/admin/api/authorization/login.json` 所得）；买家或卖家令牌无效，答 528；角色不允许答 403；初始密码未修改答 409。',
};

const DESCRIPTION = `智联商城的全部接口，由共享契约 \`packages/contract\` 生成（路径、请求的 zod 校验、是否需要登录）。

**调用方式**：每个接口都是 \`POST <path>\`，请求体为 JSON \`{"data": <参数>, "accessToken": "<令牌>"}\`。
令牌放在**请求体**的 \`accessToken\` 字段里，不放在请求头；需要登录的接口在 \`x-auth\` 中注明 \`user\`（买家）、\`seller\`（卖家）或 \`admin\`（平台管理员，\`x-roles\` 列出可调用的角色，\`x-audited\` 标出记入操作日志的写操作）。
网页端调用 \`/login\` 时另带请求头 \`X-Requested-With: XMLHttpRequest\`（原协议如此），服务器不要求。上传接口为 \`multipart/form-data\`（字段 \`accessToken\`、\`file\`、\`folderId=-1\`）。

**应答**：HTTP 状态始终为 200（文件下载除外），业务结果在信封 \`{status, msg, data, total?, code?, field?}\` 中：
${Object.entries(STATUS_MSG)
  .map(([status, msg]) => `- \`${status}\` ${msg}`)
  .join('\n')}

每个接口的 200 应答写明成功时 \`data\` 的结构（分页列表另有必填的 \`total\`），失败时为 \`Failure\` 信封（\`data\` 为 null）；文件下载写明其内容类型（如 \`text/csv\`）。

**请求体的规则**（除各接口的 schema 外）：整数字段须为 JSON 数字（不收数字串）；字符串不得含空字符 \\u0000；请求体的数组与对象最多嵌套 ${MAX_JSON_DEPTH} 层；\`data\` 可省略或为 null 的接口在 schema 中写明（此时按默认值处理）；跨字段的规则（省市区成链、售后类型与原因、发票抬头与字段）写在各 schema 的 \`allOf\` 里，JSON Schema 说不出的（如优惠券结束时间须晚于开始时间、交货日期晚于报价截止日期）写在 \`description\` 里；违反时答 407，\`msg\` 与 \`field\` 点名字段。
业务拒绝另带 \`code\`（错误目录中的名字，如 \`STOCK_SHORT\`），客户端应按 \`code\` 判断，而不是按 \`msg\` 文本；针对某一参数的 407 另带 \`field\`（该参数在 \`data\` 中的路径，如 \`products.0\`）。
金额为元（最多两位小数）；分页参数为 \`page\`/\`limit\`（\`queryPortalPage\` 为 \`pageNO\`/\`pageRows\`），列表应答带 \`total\`。
标注（未开放）的接口已在契约中声明、尚未上线，目前答 404。`;

/** The component names of the region chains (see `regionChains`). */
const REGION_CHAIN_REF: Record<string, string> = {
  full: '#/components/schemas/RegionChain',
  partial: '#/components/schemas/RegionChainPartial',
};

/**
 * The region chains the table allows, as JSON Schema, so a client can check an address before sending
 * it: `RegionChain` (province, its city, one of that city's districts) and `RegionChainPartial` (none of
 * the three, or all three with each level optional from the right as `''`).
 */
export function regionChains(): Record<string, TSchema> {
  const cities = PROVINCE_CODES.flatMap((province) =>
    Object.keys(REGION_TABLE[province] ?? {}).map((city) => ({
      province,
      city,
      areas: Object.keys(REGION_TABLE[city] ?? {}),
    })),
  );
  const chain = (province: TSchema, city: TSchema, area: TSchema) => ({
    required: ['province', 'city', 'area'],
    properties: { province, city, area },
  });
  const blank = { const: '' };
  return {
    RegionChain: {
      description: '省、市、区为一条链：市属于省，区属于市（china-area-data 的编码）。',
      anyOf: cities
        .filter((c) => c.areas.length > 0)
        .map((c) => chain({ const: c.province }, { const: c.city }, { enum: c.areas })),
    },
    RegionChainPartial: {
      description: '省、市、区一起提交或都不提交；一起提交时从右往左可为空串，非空的部分须为一条链。',
      anyOf: [
        { not: { anyOf: [{ required: ['province'] }, { required: ['city'] }, { required: ['area'] }] } },
        chain(blank, blank, blank),
        chain({ enum: PROVINCE_CODES }, blank, blank),
        ...cities.map((c) => chain({ const: c.province }, { const: c.city }, { enum: ['', ...c.areas] })),
      ],
    },
  };
}

/**
 * States in the document what the contract's marks mean (a mark is metadata on a zod schema, which
 * `z.toJSONSchema` copies into the node): a region chain becomes a reference to it; a payload whose
 * optional fields may come blank widens each of them to `null` and `""`.
 */
function documentMarks(value: unknown, now: number): unknown {
  if (Array.isArray(value)) return value.map((item) => documentMarks(item, now));
  if (value === null || typeof value !== 'object') return value;
  const node = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, documentMarks(v, now)])) as TSchema;
  const window = node[DATE_WINDOW] as [number, number] | undefined;
  if (window) {
    delete node[DATE_WINDOW];
    const [from, to] = window;
    node.enum = Array.from({ length: to - from + 1 }, (_, i) => chinaDate(now, from + i));
    node.description = `中国日期，今天起第${from}到${to}天（文档按当天生成）。`;
  }
  const chain = node[REGION_CHAIN];
  if (typeof chain === 'string' && REGION_CHAIN_REF[chain]) {
    delete node[REGION_CHAIN];
    node.allOf = [...((node.allOf as TSchema[] | undefined) ?? []), { $ref: REGION_CHAIN_REF[chain] }];
  }
  if (node[BLANK_IS_ABSENT] === true && node.properties) {
    const required = new Set((node.required as string[] | undefined) ?? []);
    node.properties = Object.fromEntries(
      Object.entries(node.properties as Record<string, TSchema>).map(([key, field]) => [
        key,
        required.has(key) ? field : { anyOf: [field, { type: 'null' }, { const: '' }] },
      ]),
    );
    node.description = '可选字段为空串或 null 时视为未填。';
  }
  return node;
}

type TStringCheck = { _zod: { def: { check: string; tx?: (value: string) => string } } };

/** Whether a zod schema is a string that trims its input (`.trim()`), so its lengths count after trimming. */
function trims(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as { type: string; checks?: TStringCheck[] };
  return (
    def.type === 'string' &&
    (def.checks ?? []).some((check) => check._zod.def.check === 'overwrite' && check._zod.def.tx?.(' a ') === 'a')
  );
}

/**
 * A trimmed string's lengths as the server counts them: spaces around, then the text from its first to
 * its last non-space within [minLength, maxLength] (a pattern; the raw lengths would refuse padding the
 * server takes). A string with a pattern of its own keeps it.
 */
function trimmedLengths(json: TSchema): void {
  const min = typeof json.minLength === 'number' ? json.minLength : 0;
  const max = typeof json.maxLength === 'number' ? json.maxLength : undefined;
  if (typeof json.pattern === 'string' || (min === 0 && max === undefined)) return;
  json.pattern = trimmedLengthPattern(min, max);
  delete json.minLength;
  delete json.maxLength;
}

/** The request's `data` as JSON Schema (the input side: what a caller sends, before defaults and transforms). */
export function dataSchema(call: TCall, now = Date.now()): TSchema {
  const { $schema: _drop, ...schema } = z.toJSONSchema(call.request, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: (ctx) => {
      if (trims(ctx.zodSchema)) trimmedLengths(ctx.jsonSchema as TSchema);
    },
  }) as TSchema;
  return documentMarks(schema, now) as TSchema;
}

/** Whether a call takes a body without `data` (its schema accepts `undefined`), and one with `data: null`. */
function dataOptional(call: TCall): { absent: boolean; nullable: boolean } {
  return { absent: call.request.safeParse(undefined).success, nullable: call.request.safeParse(null).success };
}

/** Whether a JSON Schema already takes `null` (a type list with it, or a branch of that type). */
function isNullable(schema: TSchema): boolean {
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return true;
  const branches = (schema.anyOf ?? schema.oneOf) as TSchema[] | undefined;
  return Array.isArray(branches) && branches.some(isNullable);
}

function requestBody(call: TCall, now: number): TSchema {
  if (call.kind === 'upload') {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['accessToken', 'file'],
            properties: {
              accessToken: { type: 'string', description: '买家令牌' },
              file: { type: 'string', contentMediaType: 'application/octet-stream', description: '文件' },
              folderId: { type: 'string', enum: ['-1'], default: '-1' },
            },
          },
        },
      },
    };
  }
  const data = dataSchema(call, now);
  const { absent, nullable } = dataOptional(call);
  const properties: Record<string, TSchema> = {
    data: nullable && !isNullable(data) ? { anyOf: [data, { type: 'null' }] } : data,
  };
  if (call.auth !== 'none') properties.accessToken = { type: 'string', description: AUTH_TEXT[call.auth] };
  const required = [...(absent ? [] : ['data']), ...(call.auth === 'none' ? [] : ['accessToken'])];
  return {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          ...(required.length ? { required } : {}),
          properties,
        },
      },
    },
  };
}

/**
 * A call's successful `data` as JSON Schema (the output side: what the server answers). A recursive
 * schema's definitions (`$defs`, referred to from the document's root) move to `components.schemas`
 * under names of the call's own (`<prefix>.<name>`), so every `$ref` resolves inside the OpenAPI document.
 */
export function answerSchema(schema: z.ZodType, prefix: string, components: Record<string, TSchema>): TSchema {
  const {
    $schema: _drop,
    $defs,
    ...json
  } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as TSchema & { $defs?: Record<string, TSchema> };
  const rootName = `${prefix}.data`;
  const refOf = (ref: string) =>
    ref === '#' ? `#/components/schemas/${rootName}` : ref.replace(/^#\/\$defs\//, `#/components/schemas/${prefix}.`);
  let rootReferred = false;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        if (k === '$ref' && typeof v === 'string') {
          if (v === '#') rootReferred = true;
          return [k, refOf(v)];
        }
        return [k, rewrite(v)];
      }),
    );
  };
  for (const [name, def] of Object.entries($defs ?? {})) components[`${prefix}.${name}`] = rewrite(def) as TSchema;
  const data = rewrite(json) as TSchema;
  if (!rootReferred) return data;
  components[rootName] = data;
  return { $ref: `#/components/schemas/${rootName}` };
}

/** The success envelope of a call with a response schema, or a failure (HTTP 200 either way). */
function answerEnvelope(call: TCall, operationId: string, components: Record<string, TSchema>): TSchema {
  if (!call.responseSchema) return ENVELOPE_REF;
  const properties: Record<string, TSchema> = {
    status: { type: 'integer', const: 200 },
    msg: { type: 'string' },
    data: answerSchema(call.responseSchema, operationId, components),
  };
  if (call.paged) properties.total = { type: 'integer', minimum: 0, description: '分页列表的总条数' };
  const success = {
    type: 'object',
    required: call.paged ? ['status', 'msg', 'data', 'total'] : ['status', 'msg', 'data'],
    properties,
    additionalProperties: false,
  };
  return { oneOf: [success, FAILURE_REF] };
}

function responses(call: TCall, operationId: string, components: Record<string, TSchema>): TSchema {
  if (call.kind === 'binary') {
    if (!call.fileType) throw new Error(`${call.path}: a file answer declares its fileType`);
    const content: Record<string, TSchema> =
      call.fileType === 'application/json'
        ? { 'application/json': { schema: { anyOf: [{ type: 'object', description: '导出的文件' }, FAILURE_REF] } } }
        : {
            [call.fileType]: { schema: { type: 'string', contentMediaType: call.fileType } },
            'application/json': { schema: FAILURE_REF },
          };
    return {
      '200': {
        description: `文件 \`${call.fileType}\`（\`Content-Disposition: attachment\`）；失败时为 JSON 信封。`,
        headers: { 'Content-Disposition': { schema: { type: 'string' } } },
        content,
      },
    };
  }
  if (call.responseSchema) {
    return {
      '200': {
        description: call.paged
          ? '成功时 `data` 为本页结果、`total` 为总条数；失败时为错误信封（`data` 为 null）。'
          : '成功时 `data` 为结果；失败时为错误信封（`data` 为 null）。',
        content: { 'application/json': { schema: answerEnvelope(call, operationId, components) } },
      },
    };
  }
  return {
    '200': {
      description: '信封：`status` 200 为成功，其余见错误目录。',
      content: { 'application/json': { schema: ENVELOPE_REF } },
    },
  };
}

/** The domain name (key of `CALLS`) of every contract path. */
function domainsByPath(): Map<string, string> {
  const byPath = new Map<string, string>();
  for (const [domain, calls] of Object.entries(CALLS)) {
    for (const call of Object.values(calls) as TCall[]) byPath.set(call.path, domain);
  }
  return byPath;
}

/**
 * The OpenAPI 3.1 document of the wire, built from the contract alone: every call as `POST <path>`
 * with its request schema, its auth rule, the envelope and the status and error catalogues.
 */
export function buildOpenApiDocument(calls: readonly TCall[], version: string, now = Date.now()): TSchema {
  const domains = domainsByPath();
  const paths: Record<string, TSchema> = {};
  /** Definitions of recursive answer schemas (see answerSchema). */
  const answerComponents: Record<string, TSchema> = {};
  for (const call of calls) {
    const domain = domains.get(call.path) ?? 'other';
    const planned = call.planned;
    const headers =
      call.path === '/login'
        ? [
            {
              name: 'X-Requested-With',
              in: 'header',
              required: false,
              description: '网页端按原协议发送；服务器不要求。',
              schema: { type: 'string', const: 'XMLHttpRequest' },
            },
          ]
        : [];
    const operationId = `${domain}.${call.path
      .replace(/^\//, '')
      .replace(/\.json$/, '')
      .replace(/[^A-Za-z0-9]+/g, '_')}`;
    paths[call.path] = {
      post: {
        operationId,
        summary: planned ? `（未开放）${call.title}` : call.title,
        description: `${AUTH_TEXT[call.auth]}${planned ? `\n\n尚未上线（${planned}），目前答 404。` : ''}`,
        tags: [domain],
        ...(headers.length ? { parameters: headers } : {}),
        requestBody: requestBody(call, now),
        responses: responses(call, operationId, answerComponents),
        'x-auth': call.auth,
        ...(call.auth === 'admin' ? { 'x-roles': ['owner', ...(call.roles ?? ['operator', 'service'])] } : {}),
        ...(call.audited ? { 'x-audited': true } : {}),
        ...(planned ? { 'x-planned': planned } : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: '智联商城 API', version, description: DESCRIPTION },
    servers: [{ url: '/' }],
    tags: Object.keys(CALLS).map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        ...answerComponents,
        ...regionChains(),
        Envelope: {
          type: 'object',
          required: ['status', 'msg', 'data'],
          properties: {
            status: {
              type: 'integer',
              enum: Object.keys(STATUS_MSG).map(Number),
              description: Object.entries(STATUS_MSG)
                .map(([s, m]) => `${s} ${m}`)
                .join('；'),
            },
            msg: { type: 'string' },
            data: { description: '成功时为结果；失败时为 null' },
            total: { type: 'integer', minimum: 0, description: '分页列表的总条数' },
            code: {
              type: 'string',
              enum: Object.keys(APP_ERRORS),
              description: '业务拒绝的名字（错误目录 APP_ERRORS）',
            },
            field: { type: 'string', description: '407 针对某一参数时：它在 `data` 中的路径' },
          },
        },
        Failure: {
          type: 'object',
          description:
            '失败的应答：`status` 不为 200，`data` 为 null；业务拒绝另带 `code`，针对某一参数的 407 另带 `field`。',
          required: ['status', 'msg', 'data'],
          properties: {
            status: {
              type: 'integer',
              enum: Object.keys(STATUS_MSG)
                .map(Number)
                .filter((s) => s !== 200),
            },
            msg: { type: 'string' },
            data: { type: 'null' },
            code: { type: 'string', enum: Object.keys(APP_ERRORS) },
            field: {
              type: 'string',
              description: '407 针对载荷中某一字段时：该字段在 `data` 中的路径（如 `products.0.productId`）',
            },
          },
          additionalProperties: false,
        },
      },
    },
  };
}
