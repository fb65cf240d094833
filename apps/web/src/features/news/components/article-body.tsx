import { StoredHtml } from '../../../components/stored-html';

/** An article's body (`htmlCode`), as the news service stored it (sanitized when written), in news typography. */
export function ArticleBody({ html }: { html: string }) {
  return <StoredHtml html={html} className="news-body" data-testid="news-body" />;
}
