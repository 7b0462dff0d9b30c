import type { QueryContext } from '@meridian/core';
import type { FormColumn } from '../../form-data/schemas';
import { buildQueryContext } from '../../query/build-query-context';
import type { BubbleFormData } from './form-data';

/** x, y and size by entity and series; ordered by the chosen metric when one is set (pure). */
export function buildBubbleQuery(formData: BubbleFormData): QueryContext {
  const columns = [formData.entity, formData.series].filter((c): c is FormColumn => Boolean(c));
  const orderby = formData.orderby
    ? { orderby: [[formData.orderby, !(formData.order_desc ?? true)] as [typeof formData.orderby, boolean]] }
    : {};
  return buildQueryContext(formData, (base) => [{ ...base, columns, ...orderby }]);
}
