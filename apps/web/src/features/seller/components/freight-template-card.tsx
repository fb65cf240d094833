import type { TFreightTemplate } from '@mall/contract';
import { Button, Popconfirm } from 'antd';
import { toast } from '../../../lib/toast';
import { useRemoveFreightTemplate } from '../api/save-freight-template';
import { templateRules } from '../freight-view';

/** One 运费模板: its rules, how many products use it, 编辑 and 删除 (refused while products use it). */
export function FreightTemplateCard({ template, onEdit }: { template: TFreightTemplate; onEdit: () => void }) {
  const remove = useRemoveFreightTemplate();
  return (
    <article className="seller-card seller-freight" data-testid="seller-freight" data-template-id={template.id}>
      <header className="seller-freight-head">
        <h3>{template.name}</h3>
        <span className="seller-freight-count" data-testid="seller-freight-count">
          {template.productCount > 0 ? `${template.productCount} 件商品使用` : '未被商品使用'}
        </span>
      </header>
      <ul className="seller-freight-rules" data-testid="seller-freight-rules">
        {templateRules(template).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="seller-freight-actions">
        <Button onClick={onEdit} data-testid="seller-freight-edit">
          编辑
        </Button>
        <Popconfirm
          title="删除该运费模板？"
          description={template.productCount > 0 ? '仍有商品使用，请先为它们更换模板' : undefined}
          okText="删除"
          cancelText="取消"
          onConfirm={async () => {
            try {
              await remove.mutateAsync(template.id);
              toast.success('运费模板已删除');
            } catch {
              // toasted by the request layer (409: still in use)
            }
          }}
        >
          <Button danger loading={remove.isPending} data-testid="seller-freight-remove">
            删除
          </Button>
        </Popconfirm>
      </div>
    </article>
  );
}
