// antd's Result with its status illustrations, imported only on demand (see LazyResult).
export { Result } from 'antd';
