import { useCallback } from 'react';
import { useToast } from '../app/toast';

/** Copy messages of spec §8, verbatim. */
export const COPY_MESSAGES = {
  linkCopied: 'Link Copied!',
  copied: 'Copied to clipboard!',
  unsupported: 'Sorry, your browser does not support copying.',
} as const;

/** Copies text to the clipboard and toasts the outcome; resolves whether it worked. */
export function useCopyToClipboard(): (text: string, success?: string) => Promise<boolean> {
  const toast = useToast();
  return useCallback(
    async (text, success = COPY_MESSAGES.copied) => {
      try {
        if (!navigator.clipboard) throw new Error('No clipboard');
        await navigator.clipboard.writeText(text);
        toast.success(success);
        return true;
      } catch {
        toast.error(COPY_MESSAGES.unsupported);
        return false;
      }
    },
    [toast],
  );
}
