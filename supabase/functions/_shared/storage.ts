/**
 * The Storage calls the functions make, as the service role, in the bucket of leads' files:
 * deliver-leads reads the buyer's file and writes its neutral copy when a brief is sent;
 * brief-files signs a per-click link to a copy once the supplier accepted the terms. One
 * interface, so tests can stand in for Storage.
 */

export const ATTACHMENTS_BUCKET = 'lead-attachments';
const BUCKET = ATTACHMENTS_BUCKET;

/** A signed download link; `downloadName` names the saved file (Storage's `download` parameter). */
export type Signer = (path: string, seconds: number, downloadName?: string) => Promise<string>;
export type BriefStorage = {
  download: (path: string) => Promise<{ bytes: Uint8Array; contentType: string }>;
  /** Writes or overwrites the object (a retried brief replaces its copy). */
  upload: (path: string, bytes: Uint8Array, contentType: string) => Promise<void>;
  sign: Signer;
};

const objectUrl = (supabaseUrl: string, path: string) =>
  `${supabaseUrl}/storage/v1/object/${BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;

async function failIfNot(response: Response, what: string): Promise<string> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

/**
 * `publicUrl` is where a browser reaches the project (SUPABASE_URL on a hosted project, where the
 * function and the browser use one address); a signed link is built on it. The embedded backend
 * gives a local function a loopback address of its own, and the site's origin as the public one.
 */
export function storageApi(
  supabaseUrl: string,
  serviceRoleKey: string,
  fetcher: typeof fetch,
  publicUrl: string = supabaseUrl,
): BriefStorage {
  const auth = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` };
  return {
    async download(path) {
      const response = await fetcher(objectUrl(supabaseUrl, path), {
        headers: auth,
        signal: AbortSignal.timeout(60_000),
      });
      if (!response.ok) await failIfNot(response, 'reading a drawing');
      const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
      return { bytes: new Uint8Array(await response.arrayBuffer()), contentType };
    },
    async upload(path, bytes, contentType) {
      const response = await fetcher(objectUrl(supabaseUrl, path), {
        method: 'POST',
        headers: { ...auth, 'Content-Type': contentType, 'x-upsert': 'true' },
        // Our copies are always backed by an ArrayBuffer; a cast, not a copy, for files up to 50 MB.
        body: bytes as Uint8Array<ArrayBuffer>,
        signal: AbortSignal.timeout(60_000),
      });
      await failIfNot(response, 'storing a drawing’s neutral copy');
    },
    async sign(path, seconds, downloadName) {
      const response = await fetcher(objectUrl(supabaseUrl, path).replace('/object/', '/object/sign/'), {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ expiresIn: seconds }),
        signal: AbortSignal.timeout(15_000),
      });
      const { signedURL } = JSON.parse(await failIfNot(response, 'signing a drawing')) as { signedURL: string };
      const download = downloadName === undefined ? '' : `&download=${encodeURIComponent(downloadName)}`;
      return `${publicUrl}/storage/v1${signedURL}${download}`;
    },
  };
}
