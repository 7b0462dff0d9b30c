import { Button } from 'antd';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetMeQuery } from './api';
import { describeApiError } from './api-error';
import { getCsrfToken } from './csrf';
import { LazyResult } from '../components/LazyResult';
import { PageLoading } from './PageLoading';

/** Props of RequireAuth. */
export interface RequireAuthProps {
  /** What signed-in users see. */
  children: ReactNode;
}

/** Renders its children for signed-in users and sends everyone else to /login/?next=… */
export function RequireAuth({ children }: RequireAuthProps) {
  const location = useLocation();
  const me = useGetMeQuery();
  const isSignedIn = Boolean(me.data) && !me.isError;

  useEffect(() => {
    if (isSignedIn) void getCsrfToken().catch(() => undefined);
  }, [isSignedIn]);

  if (me.isError) {
    const info = describeApiError(me.error);
    if (info.status === 401) {
      const next = `${location.pathname}${location.search}${location.hash}`;
      return <Navigate replace to={`/login/?next=${encodeURIComponent(next)}`} />;
    }
    return (
      <LazyResult
        status="error"
        title="Could not load your session"
        subTitle={info.message}
        extra={<Button onClick={() => void me.refetch()}>Try again</Button>}
      />
    );
  }
  if (!isSignedIn) return <PageLoading />;
  return children;
}
