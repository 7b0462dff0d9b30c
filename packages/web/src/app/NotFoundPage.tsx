import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

/** The 404 page for unknown routes. */
export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="The page you asked for does not exist."
      extra={
        <Link to="/">
          <Button type="primary">Back to home</Button>
        </Link>
      }
    />
  );
}
