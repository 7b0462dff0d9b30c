import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

/** A markdown block of a dashboard, sanitized. */
export function Markdown({ code, height }: { code: string; height: number }) {
  return (
    <div
      data-testid="dashboard-markdown"
      className="dashboard-markdown"
      style={{
        height,
        boxSizing: 'border-box',
        overflow: 'auto',
        background: '#fff',
        borderRadius: 6,
        padding: '8px 16px',
      }}
    >
      <ReactMarkdown rehypePlugins={[rehypeSanitize]}>{code}</ReactMarkdown>
    </div>
  );
}
