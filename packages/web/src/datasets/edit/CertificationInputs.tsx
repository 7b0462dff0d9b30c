import { Col, Form, Input, Row } from 'antd';
import { readCertification, writeCertification } from './dataset-draft';
import type { Certification } from './dataset-draft';

/** Props of CertificationInputs. */
export interface CertificationInputsProps {
  /** The `extra` JSON text holding certification and warning_markdown. */
  extra: string | null;
  /** Called with the new `extra` text. */
  onChange: (extra: string | null) => void;
  /** Whether the inputs are read-only. */
  disabled?: boolean;
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
}

/** Certified by, certification details and warning inputs, stored in an `extra` JSON text. */
export function CertificationInputs({ extra, onChange, disabled, idPrefix }: CertificationInputsProps) {
  const certification = readCertification(extra);
  const isUnreadable = certification === null;
  const current: Certification = certification ?? { certifiedBy: '', details: '', warningMarkdown: '' };
  const set = (patch: Partial<Certification>) =>
    onChange(writeCertification(extra, { ...current, ...patch }));
  const help = isUnreadable ? 'Extra is not a JSON object; fix it to edit certification.' : undefined;
  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="Certified by" help={help} htmlFor={`${idPrefix}-certified-by`}>
            <Input
              id={`${idPrefix}-certified-by`}
              value={current.certifiedBy}
              disabled={disabled || isUnreadable}
              placeholder="Person or group that has certified this"
              onChange={(event) => set({ certifiedBy: event.target.value })}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="Certification details" htmlFor={`${idPrefix}-certification-details`}>
            <Input
              id={`${idPrefix}-certification-details`}
              value={current.details}
              disabled={disabled || isUnreadable}
              placeholder="Details of the certification"
              onChange={(event) => set({ details: event.target.value })}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Warning" htmlFor={`${idPrefix}-warning`}>
        <Input.TextArea
          id={`${idPrefix}-warning`}
          value={current.warningMarkdown}
          disabled={disabled || isUnreadable}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder="Optional warning about use of this item (markdown)"
          onChange={(event) => set({ warningMarkdown: event.target.value })}
        />
      </Form.Item>
    </>
  );
}
