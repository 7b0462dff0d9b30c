import { useState } from 'react';
import { useToast } from '../../app/toast';
import { downloadExport } from '../../transfer/transfer-api';
import type { TransferResource } from '../../transfer/transfer-api';

/** Exporting rows of a list page as a ZIP, and whether a download is under way. */
export interface ListExport {
  isExporting: boolean;
  /** Downloads the export of the ids; on failure, toasts `failure` with the server's message. */
  exportIds: (ids: readonly number[], failure: string) => Promise<void>;
}

/** The export the list pages share (row action and "Export N selected"). */
export function useListExport(resource: TransferResource): ListExport {
  const [isExporting, setExporting] = useState(false);
  const toast = useToast();
  return {
    isExporting,
    exportIds: async (ids, failure) => {
      setExporting(true);
      try {
        await downloadExport(resource, ids);
      } catch (error) {
        toast.error(failure, error);
      } finally {
        setExporting(false);
      }
    },
  };
}
