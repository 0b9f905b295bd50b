import { queryOptions } from '@tanstack/react-query';
import { needsReview } from '@/shared/introductions/files-to-review';
import { readAttachments, type LeadAttachment } from '@/lib/leads/attachments';
import { attachmentDownloadUrl } from '../../shared/attachment-queries';
import { introductionsCopy as copy } from './introductions-copy';

export type FlaggedModel = { file: LeadAttachment & { path: string }; notes: string[] };

/**
 * The RFQ's STEP, IGES and STL models whose neutral copy would still hold text the copy cannot
 * place (a product's name repeated in a shape's, a note): the sender withholds such a copy unless
 * the team confirms it opened the files, so the send form lists them with the others to check.
 * Each model is read here, as the admin, through the same stripper the sender runs; one that
 * cannot be read is listed too, since nothing could be certain of it.
 */
export function modelCopyCheckQuery(leadId: string, attachments: unknown) {
  const models = readAttachments(attachments).filter(
    (file): file is LeadAttachment & { path: string } => typeof file.path === 'string' && !needsReview(file.path),
  );
  return queryOptions({
    queryKey: ['admin', 'model-copy-check', leadId, models.map((m) => m.path)] as const,
    queryFn: async ({ signal }): Promise<FlaggedModel[]> => {
      if (models.length === 0) return [];
      const { neutralCopy } = await import('@/shared/introductions/neutral-copy/index');
      const flagged: FlaggedModel[] = [];
      for (const file of models) {
        try {
          const response = await fetch(await attachmentDownloadUrl(file.path, file.name), { signal });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const result = await neutralCopy(
            new Uint8Array(await response.arrayBuffer()),
            file.path.split('.').pop() ?? '',
          );
          if (result.review) flagged.push({ file, notes: result.notes });
        } catch (error) {
          if (signal.aborted) throw error;
          flagged.push({ file, notes: [copy.files.unreadable] });
        }
      }
      return flagged;
    },
    staleTime: Infinity,
    retry: false,
  });
}
