import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { BrowserLoginRequest } from '@meridian/core';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { api, useGetMeQuery, useLoginMutation } from '../app/api';
import { describeApiError } from '../app/api-error';
import { clearCsrfToken, getCsrfToken } from '../app/csrf';
import { useAppDispatch } from '../app/hooks';
import { MeridianLogo } from '../components/MeridianLogo';
import { safeNextPath } from './safe-next';

/** The sign-in page at /login/. */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const me = useGetMeQuery();
  const [login, { isLoading }] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);

  if (me.data && !me.isError) return <Navigate replace to={next} />;

  const onFinish = async (values: BrowserLoginRequest) => {
    setError(null);
    try {
      const user = await login(values).unwrap();
      clearCsrfToken();
      await dispatch(api.util.upsertQueryData('getMe', undefined, user));
      dispatch(api.util.invalidateTags(['User', 'Role']));
      void getCsrfToken().catch(() => undefined);
      await navigate(next, { replace: true });
    } catch (caught) {
      setError(describeApiError(caught).message);
    }
  };

  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 380 }} styles={{ body: { padding: 32 } }}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
          <MeridianLogo size={40} />
          <Typography.Title level={3} style={{ margin: '8px 0 0' }}>
            Meridian
          </Typography.Title>
          <Typography.Text type="secondary">Sign in to continue</Typography.Text>
        </Flex>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form<BrowserLoginRequest>
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={isLoading}
        >
          <Form.Item
            label="Username"
            name="username"
            rules={[{ required: true, message: 'Enter your username' }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label="Password"
            name="password"
            rules={[{ required: true, message: 'Enter your password' }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            Sign in
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
