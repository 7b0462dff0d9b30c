import { Card, Empty } from 'antd';
import { PageHeader } from './PageHeader';

/** Props of NotBuiltYet. */
export interface NotBuiltYetProps {
  /** The page's title. */
  title: string;
  /** What is missing, as the subject of "… arrive in a later release", e.g. "Dashboard lists". */
  subject: string;
}

/** An honest placeholder for a page a later release fills. */
export function NotBuiltYet({ title, subject }: NotBuiltYetProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <Empty description={`${subject} arrive in a later release.`} />
      </Card>
    </>
  );
}
