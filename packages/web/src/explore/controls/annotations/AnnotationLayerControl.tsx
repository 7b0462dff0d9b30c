import { PopoverList } from '../common/PopoverList';
import { removeAt } from '../common/list-ops';
import type { ControlProps } from '../control-props';
import {
  ANNOTATION_TEXTS,
  ANNOTATION_TYPES,
  toAnnotationLayer,
  upsertAnnotationLayer,
} from './annotation-layer';
import { AnnotationLayerEditor } from './AnnotationLayerEditor';
import { annotationPillStatus, useAnnotationStatus } from './annotation-status';

/** Annotation layers: add, edit and remove layers kept in `annotation_layers`. */
export function AnnotationLayerControl({
  control,
  value,
  onChange,
  datasource,
}: ControlProps<'AnnotationLayerControl'>) {
  const layers = (Array.isArray(value) ? value : []).map(toAnnotationLayer);
  const status = useAnnotationStatus();
  return (
    <PopoverList
      dragGroup={`annotations:${control.name}`}
      items={layers.map((layer, index) => {
        const { suffix, warning } = annotationPillStatus(status, layer.name);
        return {
          key: `${layer.name}:${index}`,
          label: `${layer.name} (${ANNOTATION_TYPES[layer.annotationType]})${layer.show ? suffix : ' — hidden'}`,
          warning: layer.show ? warning : null,
        };
      })}
      addLabel={ANNOTATION_TEXTS.add}
      onRemove={(index) => onChange(removeAt(layers, index))}
      title={(index) => (index === null ? ANNOTATION_TEXTS.addTitle : ANNOTATION_TEXTS.editTitle)}
      renderEditor={(index, close) => (
        <AnnotationLayerEditor
          layer={index === null ? null : (layers[index] ?? null)}
          otherNames={layers.filter((_, i) => i !== index).map((l) => l.name)}
          datasource={datasource}
          onCancel={close}
          onRemove={
            index === null
              ? undefined
              : () => {
                  onChange(removeAt(layers, index));
                  close();
                }
          }
          onApply={(layer) => {
            onChange(upsertAnnotationLayer(layers, layer, index));
            close();
          }}
        />
      )}
    />
  );
}
