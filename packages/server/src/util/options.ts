/** An option of a `related/` or `distinct/` answer. */
export interface Option {
  value: number | string;
  text: string;
}

/** The `q` of `related/` and `distinct/` calls: a text filter and a page. */
export interface OptionsQuery {
  filter: string;
  page: number;
  page_size: number;
}

/** The options whose text contains the filter (any case), one page of them, and how many matched. */
export function pageOptions(
  options: readonly Option[],
  query: OptionsQuery,
): { count: number; result: Option[] } {
  const filter = query.filter.toLowerCase();
  const matching = options.filter((o) => o.text.toLowerCase().includes(filter));
  return {
    count: matching.length,
    result: matching.slice(query.page * query.page_size, (query.page + 1) * query.page_size),
  };
}

/** One page of values already filtered by the store, as options whose text is the value. */
export function pageValues(
  values: readonly string[],
  query: OptionsQuery,
): { count: number; result: Option[] } {
  return {
    count: values.length,
    result: values
      .slice(query.page * query.page_size, (query.page + 1) * query.page_size)
      .map((value) => ({ value, text: value })),
  };
}
