/**
 * Prints the local admin's current six-digit code (`npm run admin:code`), from
 * LOCAL_ADMIN_TOTP_SECRET or its documented default, for signing in to the local lead desk
 * without an authenticator app.
 */
import { generateSync } from 'otplib';
import { localAdminTotpSecret } from '../../supabase/local/config';

const secret = localAdminTotpSecret();
const remaining = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(generateSync({ secret }));
console.error(`(valid for about ${remaining} more seconds; secret ${secret})`);
