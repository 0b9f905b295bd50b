/**
 * Password sign-in throttling for the embedded GoTrue: the limit GoTrue applies to `/token`
 * per client address (a token bucket: GOTRUE_RATE_LIMIT_TOKEN_REFRESH = 150 requests per 5
 * minutes, burst 30), plus a count of failed passwords per email.
 *
 * The per-email count never refuses an address that did not fill it: anyone who knows the
 * admin's email could otherwise keep the team out by typing wrong passwords. Past the count,
 * wrong passwords for that email are answered slowly (slowWrongPasswordMs) from every address,
 * and an address that itself made that many wrong tries for the email is refused. Over a limit,
 * GoTrue's 429 `over_request_rate_limit`. State is in memory; the clock is injectable for tests.
 */

export interface ThrottleSettings {
  /** Requests a client address may make at once to /token (GoTrue: 30). */
  addressBurst: number;
  /** Requests per second it earns back (GoTrue: 150 per 5 minutes). */
  addressPerSecond: number;
  /**
   * Failed passwords per email within `emailWindowMs`: past this count wrong passwords for the
   * email are slowed, and an address that made this many itself is refused for that email.
   */
  emailFailures: number;
  emailWindowMs: number;
  /** How long a wrong password for an email past its count waits for its answer. */
  slowWrongPasswordMs: number;
  now: () => number;
}

export const DEFAULT_THROTTLE: ThrottleSettings = {
  addressBurst: 30,
  addressPerSecond: 150 / 300,
  emailFailures: 10,
  emailWindowMs: 5 * 60 * 1000,
  slowWrongPasswordMs: 2000,
  now: () => Date.now(),
};

export interface SignInThrottle {
  /** Takes one request from the address's bucket; false when it is empty. */
  takeRequest(address: string): boolean;
  /** Whether this address may try a password for the email now. */
  emailAllowed(email: string, address: string): boolean;
  /** Records a wrong password; resolves when its answer may be sent (later, past the count). */
  recordFailure(email: string, address: string): Promise<void>;
}

/** Entries kept before stale ones are dropped: bounds memory under a flood of addresses. */
const PRUNE_AT = 10_000;

export function createSignInThrottle(overrides: Partial<ThrottleSettings> = {}): SignInThrottle {
  const settings = { ...DEFAULT_THROTTLE, ...overrides };
  const buckets = new Map<string, { tokens: number; at: number }>();
  /** Failure times by email, and by email and address. */
  const failures = new Map<string, number[]>();
  const key = (email: string) => email.trim().toLowerCase();
  const pairKey = (email: string, address: string) => `${key(email)}\n${address}`;

  function recent(entry: string): number[] {
    const since = settings.now() - settings.emailWindowMs;
    const times = (failures.get(entry) ?? []).filter((time) => time > since);
    if (times.length) failures.set(entry, times);
    else failures.delete(entry);
    return times;
  }

  function prune() {
    const now = settings.now();
    const refillMs = (settings.addressBurst / settings.addressPerSecond) * 1000;
    if (buckets.size > PRUNE_AT) for (const [address, b] of buckets) if (now - b.at > refillMs) buckets.delete(address);
    if (failures.size > PRUNE_AT) for (const entry of [...failures.keys()]) recent(entry);
  }

  return {
    takeRequest(address) {
      prune();
      const now = settings.now();
      const bucket = buckets.get(address) ?? { tokens: settings.addressBurst, at: now };
      const earned = ((now - bucket.at) / 1000) * settings.addressPerSecond;
      bucket.tokens = Math.min(settings.addressBurst, bucket.tokens + earned);
      bucket.at = now;
      buckets.set(address, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    emailAllowed(email, address) {
      return recent(pairKey(email, address)).length < settings.emailFailures;
    },
    async recordFailure(email, address) {
      const slow = recent(key(email)).length >= settings.emailFailures;
      for (const entry of [key(email), pairKey(email, address)])
        failures.set(entry, [...recent(entry), settings.now()]);
      if (slow) await new Promise((resolve) => setTimeout(resolve, settings.slowWrongPasswordMs));
    },
  };
}
