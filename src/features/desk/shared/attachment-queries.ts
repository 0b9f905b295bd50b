import { ATTACHMENT_BUCKET } from '@/lib/leads/attachments';
import { getSupabase } from '@/lib/supabase';
import { signedLinkSeconds } from '@/shared/leads/signed-links';

/** Seconds a download link stays valid: long enough to start the download, too short to share. */
const DOWNLOAD_URL_SECONDS = signedLinkSeconds.desk;

/** A short-lived signed URL that downloads one attachment under its original name (admins only). */
export async function attachmentDownloadUrl(path: string, name: string): Promise<string> {
  const { data, error } = await getSupabase()
    .storage.from(ATTACHMENT_BUCKET)
    .createSignedUrl(path, DOWNLOAD_URL_SECONDS, { download: name });
  if (error) throw error;
  return data.signedUrl;
}
