import { Button, Result } from 'antd';
import { Link } from 'react-router';

interface TMissingResultProps {
  title: string;
  subTitle: string;
  /** Where the one way back leads (the list the thing belongs to), and its button's words. */
  backTo: string;
  backText: string;
  testId?: string;
}

/** The 404 block of a page whose thing does not exist for this caller: why, and one way back. */
export function MissingResult({ title, subTitle, backTo, backText, testId }: TMissingResultProps) {
  return (
    <Result
      status="404"
      title={title}
      subTitle={subTitle}
      extra={
        <Link to={backTo}>
          <Button type="primary">{backText}</Button>
        </Link>
      }
      data-testid={testId}
    />
  );
}
