import { Button, Checkbox, Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { Dataset } from '@meridian/core';
import { useState } from 'react';
import { useAnnotationLayerOptionsQuery, useChartOptionsQuery } from '../controls-api';
import type { AnnotationLayer, AnnotationSourceType, AnnotationType } from './annotation-layer';
import {
  ANNOTATION_OPACITIES,
  ANNOTATION_SOURCE_TYPES,
  ANNOTATION_STYLES,
  ANNOTATION_TEXTS,
  ANNOTATION_TYPES,
  changeAnnotationType,
  formulaProblem,
  isAnnotationLayerValid,
  newAnnotationLayer,
  sourceTypesOf,
  inheritsOverride,
  withInheritedOverride,
} from './annotation-layer';

/** Props of AnnotationLayerEditor. */
export interface AnnotationLayerEditorProps {
  /** The layer edited, or null for a new one. */
  layer: AnnotationLayer | null;
  /** Names of the other layers (names are unique). */
  otherNames: readonly string[];
  /** The dataset (column choices of table sources). */
  datasource: Dataset;
  /** Called with the applied layer. */
  onApply: (layer: AnnotationLayer) => void;
  /** Removes the layer (only for existing layers). */
  onRemove?: () => void;
  /** Closes without applying. */
  onCancel: () => void;
}

/** The display options of a layer: style, opacity, colour, width and label / marker flags. */
function AnnotationDisplayOptions({
  draft,
  set,
}: {
  draft: AnnotationLayer;
  set: (patch: Partial<AnnotationLayer>) => void;
}) {
  return (
    <>
      <Form.Item label={ANNOTATION_TEXTS.style}>
        <Select
          aria-label={ANNOTATION_TEXTS.style}
          value={draft.style}
          onChange={(style: string) => set({ style })}
          options={ANNOTATION_STYLES.map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item label={ANNOTATION_TEXTS.opacity}>
        <Select
          aria-label={ANNOTATION_TEXTS.opacity}
          value={draft.opacity}
          onChange={(opacity: string) => set({ opacity })}
          options={ANNOTATION_OPACITIES.map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item label={ANNOTATION_TEXTS.color}>
        <Input
          aria-label={ANNOTATION_TEXTS.color}
          type="color"
          value={draft.color ?? '#000000'}
          onChange={(e) => set({ color: e.target.value })}
          style={{ width: 64, padding: 2 }}
        />
      </Form.Item>
      <Form.Item label={ANNOTATION_TEXTS.width}>
        <InputNumber
          aria-label={ANNOTATION_TEXTS.width}
          min={0}
          value={draft.width}
          onChange={(width) => set({ width: width ?? 1 })}
        />
      </Form.Item>
      {draft.annotationType === 'TIME_SERIES' ? (
        <>
          <Checkbox checked={draft.showMarkers} onChange={(e) => set({ showMarkers: e.target.checked })}>
            {ANNOTATION_TEXTS.showMarkers}
          </Checkbox>
          <Checkbox checked={draft.hideLine} onChange={(e) => set({ hideLine: e.target.checked })}>
            {ANNOTATION_TEXTS.hideLine}
          </Checkbox>
        </>
      ) : (
        <Checkbox checked={draft.showLabel} onChange={(e) => set({ showLabel: e.target.checked })}>
          {ANNOTATION_TEXTS.showLabel}
        </Checkbox>
      )}
    </>
  );
}

/** The annotation layer popover's body: name, type, source and value, display options; Remove / Cancel / OK. */
export function AnnotationLayerEditor({
  layer,
  otherNames,
  datasource,
  onApply,
  onRemove,
  onCancel,
}: AnnotationLayerEditorProps) {
  const [draft, setDraft] = useState<AnnotationLayer>(() => layer ?? newAnnotationLayer());
  const set = (patch: Partial<AnnotationLayer>) => setDraft((current) => ({ ...current, ...patch }));
  const needsChart = draft.annotationType === 'TIME_SERIES' || draft.sourceType === 'table';
  const charts = useChartOptionsQuery(undefined, { skip: !needsChart });
  const nativeLayers = useAnnotationLayerOptionsQuery(undefined, { skip: draft.sourceType !== 'NATIVE' });
  const badFormula = formulaProblem(draft);
  const columnOptions = datasource.columns.map((c) => ({
    value: c.column_name,
    label: c.verbose_name || c.column_name,
  }));
  const nameTaken = otherNames.includes(draft.name.trim());
  const valueInput =
    draft.annotationType === 'FORMULA' ? (
      <Form.Item
        label={ANNOTATION_TEXTS.value}
        tooltip={ANNOTATION_TEXTS.formulaHint}
        required
        validateStatus={badFormula ? 'error' : undefined}
        help={badFormula ?? undefined}
      >
        <Input
          aria-label={ANNOTATION_TEXTS.value}
          placeholder="y = x * 2"
          value={String(draft.value ?? '')}
          onChange={(e) => set({ value: e.target.value })}
        />
      </Form.Item>
    ) : needsChart ? (
      <Form.Item label="Chart" required>
        <Select
          aria-label="Chart"
          showSearch={{ optionFilterProp: 'label' }}
          loading={charts.isFetching}
          value={typeof draft.value === 'number' ? draft.value : undefined}
          onChange={(value: number) => set({ value })}
          options={(charts.data ?? []).map((c) => ({ value: c.id, label: c.slice_name }))}
        />
      </Form.Item>
    ) : (
      <Form.Item label={ANNOTATION_TEXTS.layer} tooltip={ANNOTATION_TEXTS.layerHint} required>
        <Select
          aria-label={ANNOTATION_TEXTS.layer}
          showSearch={{ optionFilterProp: 'label' }}
          loading={nativeLayers.isFetching}
          value={draft.value === null || draft.value === '' ? undefined : Number(draft.value)}
          onChange={(value: number) => set({ value })}
          notFoundContent={nativeLayers.isFetching ? undefined : ANNOTATION_TEXTS.noLayers}
          options={(nativeLayers.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
        />
      </Form.Item>
    );
  return (
    <Form layout="vertical" size="small" style={{ width: 520 }} data-test="annotation-layer-editor">
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            label={ANNOTATION_TEXTS.name}
            required
            validateStatus={nameTaken ? 'error' : undefined}
            help={nameTaken ? ANNOTATION_TEXTS.nameExists : undefined}
          >
            <Input
              aria-label={ANNOTATION_TEXTS.name}
              value={draft.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={ANNOTATION_TEXTS.hide}>
            <Switch
              aria-label={ANNOTATION_TEXTS.hide}
              checked={!draft.show}
              onChange={(hidden) => set({ show: !hidden })}
            />
          </Form.Item>
          <Form.Item label={ANNOTATION_TEXTS.type}>
            <Select
              aria-label={ANNOTATION_TEXTS.type}
              value={draft.annotationType}
              onChange={(type: AnnotationType) => setDraft(changeAnnotationType(draft, type))}
              options={Object.entries(ANNOTATION_TYPES).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
          {draft.annotationType === 'EVENT' || draft.annotationType === 'INTERVAL' ? (
            <Form.Item label={ANNOTATION_TEXTS.source}>
              <Select
                aria-label={ANNOTATION_TEXTS.source}
                value={draft.sourceType}
                onChange={(sourceType: AnnotationSourceType) => set({ sourceType, value: null })}
                options={sourceTypesOf(draft.annotationType).map((value) => ({
                  value,
                  label: value === 'NATIVE' || value === 'table' ? ANNOTATION_SOURCE_TYPES[value] : value,
                }))}
              />
            </Form.Item>
          ) : null}
          {valueInput}
          {draft.sourceType === 'table' ? (
            <>
              <Form.Item label={ANNOTATION_TEXTS.timeColumn} required>
                <Select
                  aria-label={ANNOTATION_TEXTS.timeColumn}
                  value={draft.timeColumn || undefined}
                  onChange={(timeColumn: string) => set({ timeColumn })}
                  options={columnOptions}
                />
              </Form.Item>
              {draft.annotationType === 'INTERVAL' ? (
                <Form.Item label={ANNOTATION_TEXTS.intervalEndColumn} required>
                  <Select
                    aria-label={ANNOTATION_TEXTS.intervalEndColumn}
                    value={draft.intervalEndColumn || undefined}
                    onChange={(intervalEndColumn: string) => set({ intervalEndColumn })}
                    options={columnOptions}
                  />
                </Form.Item>
              ) : null}
              <Form.Item label={ANNOTATION_TEXTS.titleColumn}>
                <Select
                  aria-label={ANNOTATION_TEXTS.titleColumn}
                  allowClear
                  value={draft.titleColumn || undefined}
                  onChange={(titleColumn?: string) => set({ titleColumn: titleColumn ?? '' })}
                  options={columnOptions}
                />
              </Form.Item>
              <Form.Item label={ANNOTATION_TEXTS.descriptionColumns}>
                <Select
                  aria-label={ANNOTATION_TEXTS.descriptionColumns}
                  mode="multiple"
                  value={draft.descriptionColumns}
                  onChange={(descriptionColumns: string[]) => set({ descriptionColumns })}
                  options={columnOptions}
                />
              </Form.Item>
            </>
          ) : null}
          {needsChart ? (
            <Form.Item>
              {(
                [
                  ['time_range', ANNOTATION_TEXTS.overrideTimeRange, ANNOTATION_TEXTS.overrideTimeRangeHint],
                  [
                    'time_grain_sqla',
                    ANNOTATION_TEXTS.overrideTimeGrain,
                    ANNOTATION_TEXTS.overrideTimeGrainHint,
                  ],
                ] as const
              ).map(([key, label, hint]) => (
                <div key={key} title={hint}>
                  <Checkbox
                    checked={inheritsOverride(draft, key)}
                    onChange={(e) => setDraft(withInheritedOverride(draft, key, e.target.checked))}
                  >
                    {label}
                  </Checkbox>
                </div>
              ))}
            </Form.Item>
          ) : null}
        </Col>
        <Col span={12}>
          <AnnotationDisplayOptions draft={draft} set={set} />
        </Col>
      </Row>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12 }}>
        {onRemove ? (
          <Button danger size="small" onClick={onRemove} style={{ marginRight: 'auto' }}>
            {ANNOTATION_TEXTS.remove}
          </Button>
        ) : null}
        <Button size="small" onClick={onCancel}>
          {ANNOTATION_TEXTS.cancel}
        </Button>
        <Button
          type="primary"
          size="small"
          disabled={!isAnnotationLayerValid(draft, otherNames)}
          onClick={() => onApply({ ...draft, name: draft.name.trim() })}
        >
          {ANNOTATION_TEXTS.ok}
        </Button>
      </div>
    </Form>
  );
}
