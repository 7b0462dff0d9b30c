import { Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useSession } from '../app/session';
import { NoAccessResult } from './NoAccessResult';

/** Props of AdminOnly. */
export interface AdminOnlyProps {
  /** What admins see. */
  children: ReactNode;
}

/** Renders its children for admins and the 403 result for everyone else. */
export function AdminOnly({ children }: AdminOnlyProps) {
  const { isAdmin, isLoadingRoles } = useSession();
  if (isLoadingRoles) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  return isAdmin ? children : <NoAccessResult />;
}
