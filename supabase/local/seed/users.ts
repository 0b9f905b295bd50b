import type { Database } from '../database.ts';
import type { Credentials } from '../config.ts';

/**
 * The local accounts: an admin, so a newcomer can open the dashboard, and a plain
 * signed-in user, so tests can check "not authorised". Runs at every start and is idempotent;
 * a changed LOCAL_*_PASSWORD takes effect on the next start. The admin has a verified TOTP
 * factor ("Local authenticator") with LOCAL_ADMIN_TOTP_SECRET, restored at every start.
 */

export interface LocalUser extends Credentials {
  appMetadata: Record<string, unknown>;
}

const EMAIL_PROVIDER = { provider: 'email', providers: ['email'] };

export function localUsers(
  admin: Credentials,
  viewer: Credentials,
  /** More admins, each with its own authenticator secret (the browser tests' worker admins). */
  moreAdmins: readonly Credentials[] = [],
): LocalUser[] {
  return [
    { ...admin, appMetadata: { ...EMAIL_PROVIDER, role: 'admin' } },
    { ...viewer, appMetadata: { ...EMAIL_PROVIDER } },
    ...moreAdmins.map((more) => ({ ...more, appMetadata: { ...EMAIL_PROVIDER, role: 'admin' } })),
  ];
}

/** GoTrue's bcrypt cost. */
export const BCRYPT_COST = 10;

/** The friendly name of the seeded factor. */
export const SEEDED_FACTOR_NAME = 'Local authenticator';

export async function seedUsers(db: Database, users: readonly LocalUser[]): Promise<void> {
  for (const user of users) {
    await seedUser(db, user);
    if (user.totpSecret) await seedFactor(db, user.email.trim().toLowerCase(), user.totpSecret);
  }
}

async function seedFactor(db: Database, email: string, secret: string): Promise<void> {
  const { rows } = await db.query<{ id: string; secret: string }>(
    `select f.id, f.secret from auth.mfa_factors f join auth.users u on u.id = f.user_id
      where u.email = $1 and f.friendly_name = $2`,
    [email, SEEDED_FACTOR_NAME],
  );
  const existing = rows[0];
  if (existing?.secret === secret) return;
  if (existing) {
    await db.query(`update auth.mfa_factors set secret = $2, status = 'verified', updated_at = now() where id = $1`, [
      existing.id,
      secret,
    ]);
    return;
  }
  await db.query(
    `insert into auth.mfa_factors (user_id, friendly_name, status, secret)
     select id, $2, 'verified', $3 from auth.users where email = $1`,
    [email, SEEDED_FACTOR_NAME, secret],
  );
}

async function seedUser(db: Database, user: LocalUser): Promise<void> {
  const email = user.email.trim().toLowerCase();
  const appMetadata = JSON.stringify(user.appMetadata);
  // Checking first costs one bcrypt round per user instead of hashing anew at every start.
  const { rows } = await db.query<{ same: boolean }>(
    `select encrypted_password = extensions.crypt($2, encrypted_password)
          and raw_app_meta_data = $3::jsonb as same
         from auth.users where email = $1`,
    [email, user.password, appMetadata],
  );
  if (rows[0]?.same) return;
  await db.query(
    `insert into auth.users (email, encrypted_password, raw_app_meta_data)
       values ($1, extensions.crypt($2, extensions.gen_salt('bf', ${BCRYPT_COST})), $3::jsonb)
       on conflict (email) do update
         set encrypted_password = excluded.encrypted_password,
             raw_app_meta_data = excluded.raw_app_meta_data,
             updated_at = now()`,
    [email, user.password, appMetadata],
  );
}
