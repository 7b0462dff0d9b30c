import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** Props of PageHeader. */
export interface PageHeaderProps {
  /** The page's title. */
  title: string;
  /** Buttons shown on the right. */
  extra?: ReactNode;
}

/** The title row of a page. */
export function PageHeader({ title, extra }: PageHeaderProps) {
  return (
    <Flex align="center" justify="space-between" style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
