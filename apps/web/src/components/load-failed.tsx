import { Button } from './ui/button';
import { Result } from './ui/result';

/** A block whose data could not load, with a way to try again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={title}
      extra={
        <Button type="primary" onClick={onRetry}>
          重新加载
        </Button>
      }
    />
  );
}
