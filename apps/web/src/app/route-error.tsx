import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load (e.g. a chunk went missing after a deploy) or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const isChunkError =
    error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  const subTitle = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : isChunkError
      ? '页面资源已更新，请刷新后重试'
      : '页面出现了意外错误，请刷新后重试';
  return (
    <Result
      status="error"
      title="页面加载失败"
      subTitle={subTitle}
      style={{ paddingTop: 120 }}
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>,
        <Button key="home" href="/">
          返回首页
        </Button>,
      ]}
    />
  );
}
