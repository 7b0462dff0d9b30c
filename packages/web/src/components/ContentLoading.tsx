import { Flex, Spin } from 'antd';

/** A spinner in the content area while a page's permissions or data load. */
export function ContentLoading() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin />
    </Flex>
  );
}
