import { isJsonObjectText } from '@meridian/core';
import type { Owner } from '@meridian/core';
import { Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { displayName } from '../../app/session';
import { DatasetOptionsSelect } from '../DatasetOptionsSelect';
import { CertificationInputs } from './CertificationInputs';
import { temporalColumnNames } from './dataset-draft';
import type { DatasetDraft } from './dataset-draft';

/** Props of SettingsTab. */
export interface SettingsTabProps {
  /** The draft. */
  draft: DatasetDraft;
  /** Called with changed fields. */
  onChange: (patch: Partial<DatasetDraft>) => void;
  /** The saved owners, so their names show before the owner search answers. */
  savedOwners: Owner[];
}

const MONOSPACE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' };

/** The Settings tab: description, default datetime, cache, owners, certification and extra. */
export function SettingsTab({ draft, onChange, savedOwners }: SettingsTabProps) {
  const temporal = temporalColumnNames(draft);
  const extraIsObject = isJsonObject(draft.extra);
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Description" htmlFor="dataset-description">
        <Input.TextArea
          id="dataset-description"
          value={draft.description}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="Default datetime" extra="The temporal column charts use by default.">
            <Select
              allowClear
              aria-label="Default datetime"
              placeholder="Choose a temporal column"
              value={draft.main_dttm_col ?? undefined}
              options={temporal.map((name) => ({ value: name, label: name }))}
              onChange={(value: string | undefined) => onChange({ main_dttm_col: value ?? null })}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="Owners">
            <DatasetOptionsSelect
              mode="multiple"
              column="related/owners"
              ariaLabel="Owners"
              placeholder="Choose owners"
              value={draft.owners}
              knownOptions={savedOwners.map((owner) => ({ value: owner.id, text: displayName(owner) }))}
              onChange={(values) =>
                onChange({ owners: values.filter((value): value is number => typeof value === 'number') })
              }
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item label="Cache timeout" extra="Seconds; -1 bypasses the cache, empty uses the database's.">
            <InputNumber
              aria-label="Cache timeout"
              min={-1}
              precision={0}
              style={{ width: '100%' }}
              value={draft.cache_timeout}
              onChange={(value) => onChange({ cache_timeout: value ?? null })}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label="Hours offset" extra="Hours added to temporal values.">
            <InputNumber
              aria-label="Hours offset"
              precision={0}
              style={{ width: '100%' }}
              value={draft.offset}
              onChange={(value) => onChange({ offset: value ?? 0 })}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            label="Default URL"
            htmlFor="dataset-default-url"
            extra="Opened instead of explore when the dataset is clicked."
          >
            <Input
              id="dataset-default-url"
              value={draft.default_endpoint}
              onChange={(event) => onChange({ default_endpoint: event.target.value })}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item style={{ marginBottom: 8 }}>
        <Checkbox
          checked={draft.filter_select_enabled}
          onChange={(event) => onChange({ filter_select_enabled: event.target.checked })}
        >
          Autocomplete filters
        </Checkbox>
      </Form.Item>
      {draft.filter_select_enabled && (
        <Form.Item
          label="Autocomplete query predicate"
          htmlFor="dataset-fetch-values-predicate"
          extra="WHERE clause applied when fetching filter values, e.g. region = 'EU'."
        >
          <Input
            id="dataset-fetch-values-predicate"
            value={draft.fetch_values_predicate}
            style={MONOSPACE}
            onChange={(event) => onChange({ fetch_values_predicate: event.target.value })}
          />
        </Form.Item>
      )}
      <CertificationInputs
        idPrefix="dataset"
        extra={draft.extra}
        onChange={(extra) => onChange({ extra: extra ?? '' })}
      />
      <Form.Item
        label="Extra"
        validateStatus={extraIsObject ? undefined : 'error'}
        help={
          extraIsObject
            ? 'JSON object: certification, warning_markdown, disallow_adhoc_metrics…'
            : 'Extra must be a JSON object'
        }
      >
        <Input.TextArea
          aria-label="Extra"
          value={draft.extra}
          autoSize={{ minRows: 3, maxRows: 10 }}
          style={MONOSPACE}
          onChange={(event) => onChange({ extra: event.target.value })}
        />
      </Form.Item>
    </Form>
  );
}

function isJsonObject(text: string): boolean {
  return !text.trim() || isJsonObjectText(text);
}
