import { App } from 'antd';
import { useToast } from '../../app/toast';
import type { ListSelection } from './use-list-page';

/** How a list deletes rows and what it says after. */
export interface BulkDeleteOptions<T> {
  /** Deletes the rows; rejects with the API error. */
  remove: (ids: number[]) => Promise<T>;
  /** Toast after a delete, from the API's answer. */
  succeeded: (answer: T, ids: readonly number[]) => string;
  /** Lead of the error toast. */
  failed: (ids: readonly number[]) => string;
}

/** Deleting rows of a list page, with or without Superset's "Please confirm" dialog. */
export interface BulkDelete {
  /** Deletes now (behind the page's own Popconfirm), then unticks the rows. */
  run: (ids: number[]) => Promise<void>;
  /** Asks `question` in a confirm dialog, then deletes. */
  confirm: (ids: number[], question: string) => void;
}

/** The delete flow the list pages share: confirm, delete, toast, untick. */
export function useBulkDelete<T>(selection: ListSelection, options: BulkDeleteOptions<T>): BulkDelete {
  const toast = useToast();
  const { modal } = App.useApp();
  const run = async (ids: number[]) => {
    try {
      const answer = await options.remove(ids);
      toast.success(options.succeeded(answer, ids));
      selection.drop(ids);
    } catch (error) {
      toast.error(options.failed(ids), error);
    }
  };
  return {
    run,
    confirm: (ids, question) =>
      modal.confirm({
        title: 'Please confirm',
        content: question,
        okText: 'Delete',
        okButtonProps: { danger: true },
        onOk: () => run(ids),
      }),
  };
}
