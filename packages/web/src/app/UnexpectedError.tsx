import { Alert, Typography } from 'antd';

/** Props of UnexpectedError. */
export interface UnexpectedErrorProps {
  /** What was thrown. */
  error: unknown;
}

/** Shows "Unexpected error" with the error text and its stack trace. */
export function UnexpectedError({ error }: UnexpectedErrorProps) {
  const text = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <div role="alert">
      <Alert
        type="error"
        showIcon
        title="Unexpected error"
        description={
          <>
            <Typography.Paragraph strong>{text}</Typography.Paragraph>
            {stack && (
              <pre
                style={{ whiteSpace: 'pre-wrap', fontSize: 12, margin: 0, maxHeight: 400, overflow: 'auto' }}
              >
                {stack}
              </pre>
            )}
          </>
        }
      />
    </div>
  );
}
