import { APP_ERRORS, CALLS, STATUS_MSG, type TCall } from '@mall/contract';
import { z } from 'zod';

/** A JSON Schema object as OpenAPI 3.1 embeds it (JSON Schema 2020-12). */
type TSchema = Record<string, unknown>;

const ENVELOPE_REF = { $ref: '#/components/schemas/Envelope' };
const FAILURE_REF = { $ref: '#/components/schemas/Failure' };

const AUTH_TEXT: Record<TCall['auth'], string> = {
  none: '无需登录。',
  user: '需要买家登录：请求体的 `accessToken` 带买家令牌（`/login` 所得）；未登录或令牌失效答 528。',
  seller: '需要卖家登录：请求体的 `accessToken` 带卖家令牌（卖家登录所得）；买家令牌无效，答 528。',
};

const DESCRIPTION = `智联商城的全部接口，由共享契约 \`packages/contract\` 生成（路径、请求的 zod 校验、是否需要登录）。

**调用方式**：每个接口都是 \`POST <path>\`，请求体为 JSON \`{"data": <参数>, "accessToken": "<令牌>"}\`。
令牌放在**请求体**的 \`accessToken\` 字段里，不放在请求头；需要登录的接口在 \`x-auth\` 中注明 \`user\`（买家）或 \`seller\`（卖家）。
\`/login\` 另需请求头 \`X-Requested-With: XMLHttpRequest\`。上传接口为 \`multipart/form-data\`（字段 \`accessToken\`、\`file\`、\`folderId=-1\`）。

**应答**：HTTP 状态始终为 200（文件下载除外），业务结果在信封 \`{status, msg, data, total?, code?, field?}\` 中：
${Object.entries(STATUS_MSG)
  .map(([status, msg]) => `- \`${status}\` ${msg}`)
  .join('\n')}

每个接口的 200 应答写明成功时 \`data\` 的结构（分页列表另有必填的 \`total\`），失败时为 \`Failure\` 信封（\`data\` 为 null）；文件下载写明其内容类型（如 \`text/csv\`）。

业务拒绝另带 \`code\`（错误目录中的名字，如 \`STOCK_SHORT\`），客户端应按 \`code\` 判断，而不是按 \`msg\` 文本；针对某一参数的 407 另带 \`field\`（该参数在 \`data\` 中的路径，如 \`products.0\`）。
金额为元（最多两位小数）；分页参数为 \`page\`/\`limit\`（\`queryPortalPage\` 为 \`pageNO\`/\`pageRows\`），列表应答带 \`total\`。
标注（未开放）的接口已在契约中声明、尚未上线，目前答 404。`;

/** The request's `data` as JSON Schema (the input side: what a caller sends, before defaults and transforms). */
export function dataSchema(call: TCall): TSchema {
  const { $schema: _drop, ...schema } = z.toJSONSchema(call.request, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as TSchema;
  return schema;
}

function requestBody(call: TCall): TSchema {
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
  const properties: Record<string, TSchema> = { data: dataSchema(call) };
  if (call.auth !== 'none') properties.accessToken = { type: 'string', description: AUTH_TEXT[call.auth] };
  return {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: call.auth === 'none' ? ['data'] : ['data', 'accessToken'],
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
export function buildOpenApiDocument(calls: readonly TCall[], version: string): TSchema {
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
              required: true,
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
        requestBody: requestBody(call),
        responses: responses(call, operationId, answerComponents),
        'x-auth': call.auth,
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
