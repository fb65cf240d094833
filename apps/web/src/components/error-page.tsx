import { Button } from './ui/button';
import { Result } from './ui/result';

const ACTION_STYLE = { minHeight: 44, minWidth: 112 };

/**
 * The one friendly page for a page that failed (an error boundary or a route that could not load),
 * instead of a white screen: 重试 and 返回首页. 返回首页 is a full page load, so a broken state is left behind.
 */
export function ErrorPage({
  title = '页面出错了',
  subTitle = '页面出现了意外错误，我们已记录问题。请重试，或返回首页继续浏览。',
  onRetry,
}: {
  title?: string;
  subTitle?: string;
  onRetry: () => void;
}) {
  return (
    <main data-testid="error-page" style={{ minHeight: '100vh', padding: '12vh 16px 48px', background: '#f5f7fa' }}>
      <Result
        status="error"
        title={<h1 className="result-h1">{title}</h1>}
        subTitle={subTitle}
        extra={[
          <Button key="retry" type="primary" size="large" style={ACTION_STYLE} onClick={onRetry}>
            重试
          </Button>,
          <Button key="home" size="large" style={ACTION_STYLE} href="/">
            返回首页
          </Button>,
        ]}
      />
    </main>
  );
}
