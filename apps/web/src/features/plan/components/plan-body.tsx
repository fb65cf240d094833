import { StoredHtml } from '../../../components/stored-html';

/** A plan's body (`htmlCode`), as the plan service stored it (sanitized when written), in plan typography. */
export function PlanBody({ html }: { html: string }) {
  return <StoredHtml html={html} className="plan-body" data-testid="plan-body" />;
}
