import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { TListingImportResult } from '@mall/contract';
import { LISTING_IMPORT_MAX_BYTES, LISTING_IMPORT_ROWS_MAX } from '@mall/contract/seller-wire';
import { Alert, Button, Modal, Progress, Select, Space, Table } from 'antd';
import { useRef, useState } from 'react';
import { saveFile } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { type TListingCsvEncoding, useExportListings } from '../api/export-listings';
import { useImportListings } from '../api/import-listings';
import { listingCsvTemplate } from '../listing-form';

/** Where an import is: nothing picked, sending (with the share sent), the server working, or done. */
type TImportPhase = { kind: 'idle' } | { kind: 'sending'; sent: number } | { kind: 'processing' };

/** Whether a picked file may be sent: a .csv no larger than the server takes. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.csv$/i.test(file.name)) return '请选择 .csv 文件（可先下载模板）';
  if (file.size === 0) return '文件是空的';
  if (file.size > LISTING_IMPORT_MAX_BYTES) return `文件不能超过 ${LISTING_IMPORT_MAX_BYTES / 1024 / 1024}MB`;
  return null;
}

/** The import's answer: the counts and the refused rows (行号, 商品, 原因). */
function ImportResult({ result }: { result: TListingImportResult }) {
  return (
    <div className="listing-import-result" data-testid="import-result">
      <p className="listing-import-counts">
        新增 <b data-testid="import-created">{result.created.length}</b> 个 · 更新{' '}
        <b data-testid="import-updated">{result.updated.length}</b> 个 · 未导入{' '}
        <b data-testid="import-refused" className={result.refused > 0 ? 'is-bad' : undefined}>
          {result.refused}
        </b>{' '}
        个商品
      </p>
      {result.created.length + result.updated.length > 0 ? (
        <p className="listing-hint">导入的商品为草稿（已上架商品为待提交的修改），请在列表中检查后提交审核。</p>
      ) : null}
      {result.errors.length > 0 ? (
        <Table
          size="small"
          rowKey={(e) => `${e.line}-${e.message}`}
          pagination={result.errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
          dataSource={result.errors}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '行号', dataIndex: 'line', width: 70 },
            { title: '商品', dataIndex: 'product', width: 160, ellipsis: true },
            { title: '原因', dataIndex: 'message' },
          ]}
          data-testid="import-errors"
        />
      ) : null}
    </div>
  );
}

/**
 * 导入 / 导出 of the products page. 导出 saves every product as the import's CSV (UTF-8, or GBK for
 * older Excel); 导入 opens a dialog: the template, a .csv picked and sent with a progress bar, then
 * 正在处理… until the server answers what it created, updated and refused (by row).
 */
export function ListingImportExport() {
  const [isOpen, setOpen] = useState(false);
  const [encoding, setEncoding] = useState<TListingCsvEncoding>('utf-8');
  const [phase, setPhase] = useState<TImportPhase>({ kind: 'idle' });
  const [result, setResult] = useState<TListingImportResult | null>(null);
  const [fileName, setFileName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const exporter = useExportListings();
  const importer = useImportListings();
  const isBusy = phase.kind !== 'idle';

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = importFileProblem(file);
    if (problem) {
      toast.warning(problem);
      return;
    }
    setFileName(file.name);
    setResult(null);
    setPhase({ kind: 'sending', sent: 0 });
    try {
      const answer = await importer.mutateAsync({
        file,
        onProgress: (sent) => setPhase(sent >= 1 ? { kind: 'processing' } : { kind: 'sending', sent }),
      });
      setResult(answer);
      if (answer.refused === 0) toast.success('导入完成');
      else toast.warning(`有 ${answer.refused} 个商品未导入，请查看原因`);
    } catch {
      // toasted by the request layer (a file it cannot read says why)
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const doExport = async () => {
    try {
      const name = await exporter.mutateAsync(encoding);
      toast.success(`已导出 ${name}`);
    } catch {
      // toasted by the request layer
    }
  };

  return (
    <>
      <Space.Compact className="listing-export">
        <Select<TListingCsvEncoding>
          value={encoding}
          onChange={setEncoding}
          options={[
            { value: 'utf-8', label: 'UTF-8' },
            { value: 'gbk', label: 'GBK（旧版Excel）' },
          ]}
          popupMatchSelectWidth={false}
          aria-label="导出编码"
          data-testid="products-export-encoding"
        />
        <Button
          icon={<DownloadOutlined />}
          loading={exporter.isPending}
          onClick={() => void doExport()}
          data-testid="products-export"
        >
          导出
        </Button>
      </Space.Compact>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="products-import">
        导入
      </Button>
      <Modal
        open={isOpen}
        title="导入商品"
        footer={null}
        onCancel={() => (isBusy ? undefined : setOpen(false))}
        closable={!isBusy}
        maskClosable={!isBusy}
        width={720}
        destroyOnHidden
        afterClose={() => setResult(null)}
      >
        <div className="listing-import" data-testid="products-import-dialog">
          <Alert
            type="info"
            showIcon
            message="每行一个SKU；同一商品的行须相邻。有「商品ID」的行修改该商品，没有的按「商品标题」新建草稿。"
            description={
              <span>
                CSV 文件，UTF-8 或 GBK 编码，最多 {LISTING_IMPORT_ROWS_MAX} 行、
                {LISTING_IMPORT_MAX_BYTES / 1024 / 1024}MB。图片、协议等多个值用「|」分隔。
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    saveFile(new Blob([listingCsvTemplate()], { type: 'text/csv;charset=utf-8' }), '商品导入模板.csv')
                  }
                  data-testid="products-import-template"
                >
                  下载模板
                </Button>
              </span>
            }
          />
          <label className={isBusy ? 'listing-import-pick is-busy' : 'listing-import-pick'}>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              disabled={isBusy}
              aria-label="选择要导入的CSV文件"
              onChange={(e) => void pick(e.target.files?.[0])}
              data-testid="products-import-file"
            />
            <UploadOutlined />
            <span>{fileName && isBusy ? fileName : '选择 .csv 文件'}</span>
          </label>
          {phase.kind === 'sending' ? (
            <Progress
              percent={Math.round(phase.sent * 100)}
              status="active"
              data-testid="import-progress"
              aria-label="上传进度"
            />
          ) : null}
          {phase.kind === 'processing' ? (
            <div role="status" data-testid="import-processing">
              <Progress percent={100} status="active" showInfo={false} aria-label="处理进度" />
              <p className="listing-hint">正在处理…</p>
            </div>
          ) : null}
          {result ? <ImportResult result={result} /> : null}
        </div>
      </Modal>
    </>
  );
}
