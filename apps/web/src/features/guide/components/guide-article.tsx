import './guide.css';
import { Alert } from 'antd';
import type { TGuideBlock } from '../guide-content';

function Block({ block }: { block: TGuideBlock }) {
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>;
    case 'h':
      return <h3>{block.text}</h3>;
    case 'list':
      return (
        <ul className="guide-list">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="guide-steps">
          {block.items.map((step, i) => (
            <li key={step.title}>
              <span className="guide-step-no">{i + 1}</span>
              <div>
                <strong>{step.title}</strong>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      );
    case 'table':
      return (
        <div className="guide-table-wrap">
          <table className="guide-table">
            <thead>
              <tr>
                {block.head.map((h) => (
                  <th key={h}>{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row; a column index is its identity
                    <td key={i} data-label={block.head[i]}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'tip':
      return <Alert className="guide-tip" type="info" showIcon title={block.text} />;
  }
}

/** An article body: paragraphs, headings, lists, numbered steps, tables and tips. */
export function GuideArticleBody({ blocks }: { blocks: TGuideBlock[] }) {
  return (
    <div className="guide-body">
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
