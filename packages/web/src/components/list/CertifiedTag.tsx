import { Tag, Tooltip } from 'antd';

/** The certification badge of a chart or dashboard, with who certified it in the tooltip; nothing when uncertified. */
export function CertifiedTag({ certifiedBy }: { certifiedBy: string | null }) {
  if (!certifiedBy) return null;
  return (
    <Tooltip title={`Certified by ${certifiedBy}`}>
      <Tag color="green">Certified</Tag>
    </Tooltip>
  );
}
