import type { TCallResponse } from '@mall/contract';
import {
  parseBody,
  REQUEST_TIMEOUT_MS,
  RequestError,
  type TAnyCall,
  type TUploadOptions,
  unwrap,
  uploadSession,
} from './request';
import { toast } from './toast';

/*
 * Uploads with a progress bar (the workbench's CSV import): apart from lib/request.ts so that the
 * buyer's pages, which all load the request layer, carry none of it.
 */

export interface TProgressUploadOptions extends TUploadOptions {
  /** The share of the file sent so far, 0 to 1 (the request's upload progress). */
  onProgress?: (sent: number) => void;
}

/**
 * A multipart call (`kind: 'upload'`) whose progress a page shows: fields accessToken (first), then
 * `file`, sent with XMLHttpRequest (fetch reports no upload progress). Answers like `request`: the
 * envelope's `data`, or the same toasts and RequestError.
 */
export function uploadWithProgress<C extends TAnyCall>(
  c: C,
  file: Blob,
  fileName: string,
  options: TProgressUploadOptions = {},
): Promise<TCallResponse<C>> {
  const { token, sent } = uploadSession(c, options);
  const form = new FormData();
  form.append('accessToken', token);
  form.append('file', file, fileName);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', c.path);
    xhr.timeout = REQUEST_TIMEOUT_MS * 3;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    const fail = (message: string) => {
      if (!options.isSilent) toast.error(message);
      reject(new RequestError(0, message, c.path));
    };
    xhr.onerror = () => fail('网络异常，请检查网络连接');
    xhr.ontimeout = () => fail('请求超时，请稍后重试');
    xhr.onload = () => {
      let body: unknown;
      try {
        body = parseBody(xhr.responseText);
      } catch {
        fail(xhr.status >= 200 && xhr.status < 300 ? '服务器返回了无法识别的数据' : `服务器错误（${xhr.status}）`);
        return;
      }
      try {
        resolve(unwrap(body, c.path, sent).data as TCallResponse<C>);
      } catch (error) {
        reject(error);
      }
    };
    xhr.send(form);
  });
}
