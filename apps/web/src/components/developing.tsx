import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { LinkButton } from './link-button';

/**
 * The one page shown by routes whose feature has not landed yet: says so plainly, with the page
 * title and a way home. Nothing pretends to work. The route module passes the title in.
 */
export function Developing({ title }: { title?: string }) {
  const pageTitle = title ?? '该页面';
  return (
    <div className="container">
      <div className="page-card developing">
        <Result
          icon={<ToolOutlined className="developing-icon" />}
          title={<h1 className="result-h1">该功能正在建设中</h1>}
          subTitle={`「${pageTitle}」即将上线，敬请期待。`}
          extra={
            <LinkButton to="/" type="primary">
              返回首页
            </LinkButton>
          }
        />
      </div>
    </div>
  );
}
