import type { ConditionalFormatter } from '@meridian/viz';
import { formatterBaseColor } from '@meridian/viz';
import { Button, Col, Form, InputNumber, Row, Select } from 'antd';
import { useState } from 'react';
import type { FormatterField } from './formatter-form';
import {
  FORMATTER_COLOR_OPTIONS,
  FORMATTER_OPERATORS,
  FORMATTER_TEXTS,
  changeFormatterOperator,
  isFormatterValid,
  isRangeOperator,
  isSingleValueOperator,
  newFormatter,
  parseTargetValue,
  visibleFormatterErrors,
} from './formatter-form';

/** Props of FormatterEditor. */
export interface FormatterEditorProps {
  /** The formatter edited, or null for a new one. */
  formatter: ConditionalFormatter | null;
  /** Columns that may be coloured. */
  columnOptions: readonly { value: string; label: string }[];
  /** Called with the applied formatter. */
  onApply: (formatter: ConditionalFormatter) => void;
}

/** The formatter popover's body: column, colour, operator and target values, validated on blur. */
export function FormatterEditor({ formatter, columnOptions, onApply }: FormatterEditorProps) {
  const [draft, setDraft] = useState<ConditionalFormatter>(() => formatter ?? newFormatter());
  const [touched, setTouched] = useState<ReadonlySet<FormatterField>>(new Set());
  const errors = visibleFormatterErrors(draft, touched);
  const blur = (field: FormatterField) => () => setTouched((current) => new Set([...current, field]));
  const item = (field: FormatterField, label: string) => ({
    label,
    required: true,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
    style: { marginBottom: 8 },
  });
  const number = (field: 'targetValue' | 'targetValueLeft' | 'targetValueRight', label: string) => (
    <Form.Item {...item(field, label)}>
      <InputNumber
        aria-label={label}
        style={{ width: '100%' }}
        value={draft[field] ?? null}
        onChange={(v) => setDraft({ ...draft, [field]: parseTargetValue(v) })}
        onBlur={blur(field)}
      />
    </Form.Item>
  );
  return (
    <Form layout="vertical" size="small" style={{ width: 320 }} data-test="formatter-editor">
      <Row gutter={8}>
        <Col span={12}>
          <Form.Item {...item('column', FORMATTER_TEXTS.column)}>
            <Select
              aria-label={FORMATTER_TEXTS.column}
              showSearch={{ optionFilterProp: 'label' }}
              value={draft.column ?? undefined}
              placeholder="Select column"
              onChange={(column: string) => setDraft({ ...draft, column })}
              onBlur={blur('column')}
              options={[...columnOptions]}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item {...item('colorScheme', FORMATTER_TEXTS.colorScheme)}>
            <Select
              aria-label={FORMATTER_TEXTS.colorScheme}
              value={draft.colorScheme ?? undefined}
              onChange={(colorScheme: string) => setDraft({ ...draft, colorScheme })}
              onBlur={blur('colorScheme')}
              options={FORMATTER_COLOR_OPTIONS.map((o) => ({
                value: o.value,
                label: (
                  <span>
                    <span
                      style={{
                        display: 'inline-block',
                        width: 10,
                        height: 10,
                        marginRight: 6,
                        background: formatterBaseColor(o.value),
                        borderRadius: 2,
                      }}
                    />
                    {o.label}
                  </span>
                ),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={8}>
        <Col span={isRangeOperator(draft.operator) ? 24 : 12}>
          <Form.Item {...item('operator', FORMATTER_TEXTS.operator)}>
            <Select
              aria-label={FORMATTER_TEXTS.operator}
              value={draft.operator ?? undefined}
              onChange={(operator: string) => setDraft(changeFormatterOperator(draft, operator))}
              onBlur={blur('operator')}
              options={FORMATTER_OPERATORS.map((o) => ({ value: o, label: o }))}
            />
          </Form.Item>
        </Col>
        {isSingleValueOperator(draft.operator) ? (
          <Col span={12}>{number('targetValue', FORMATTER_TEXTS.targetValue)}</Col>
        ) : null}
      </Row>
      {isRangeOperator(draft.operator) ? (
        <Row gutter={8}>
          <Col span={12}>{number('targetValueLeft', FORMATTER_TEXTS.leftValue)}</Col>
          <Col span={12}>{number('targetValueRight', FORMATTER_TEXTS.rightValue)}</Col>
        </Row>
      ) : null}
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="primary"
          size="small"
          disabled={!isFormatterValid(draft)}
          onClick={() => onApply(draft)}
          data-test="formatter-apply"
        >
          {FORMATTER_TEXTS.apply}
        </Button>
      </div>
    </Form>
  );
}
