import { Flex, Spin } from 'antd';

/** A centred spinner while a page's code or data loads. */
export function PageLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
