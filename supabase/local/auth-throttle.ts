/**
 * Password sign-in throttling for the embedded GoTrue: the limit GoTrue applies to `/token`
 * per client address (a token bucket: GOTRUE_RATE_LIMIT_TOKEN_REFRESH = 150 requests per 5
 * minutes, burst 30), plus a per-email cap on failed passwords, so guessing one account's
 * password from many addresses is slow too. Over either limit, GoTrue's 429
 * `over_request_rate_limit`. State is in memory; the clock is injectable for tests.
 */

export interface ThrottleSettings {
  /** Requests a client address may make at once to /token (GoTrue: 30). */
  addressBurst: number;
  /** Requests per second it earns back (GoTrue: 150 per 5 minutes). */
  addressPerSecond: number;
  /** Failed passwords per email within `emailWindowMs` before that email is refused. */
  emailFailures: number;
  emailWindowMs: number;
  now: () => number;
}

export const DEFAULT_THROTTLE: ThrottleSettings = {
  addressBurst: 30,
  addressPerSecond: 150 / 300,
  emailFailures: 10,
  emailWindowMs: 5 * 60 * 1000,
  now: () => Date.now(),
};

export interface SignInThrottle {
  /** Takes one request from the address's bucket; false when it is empty. */
  takeRequest(address: string): boolean;
  /** Whether the email may try a password now. */
  emailAllowed(email: string): boolean;
  recordFailure(email: string): void;
}

/** Entries kept before stale ones are dropped: bounds memory under a flood of addresses. */
const PRUNE_AT = 10_000;

export function createSignInThrottle(overrides: Partial<ThrottleSettings> = {}): SignInThrottle {
  const settings = { ...DEFAULT_THROTTLE, ...overrides };
  const buckets = new Map<string, { tokens: number; at: number }>();
  const failures = new Map<string, number[]>();
  const key = (email: string) => email.trim().toLowerCase();

  function recent(email: string): number[] {
    const since = settings.now() - settings.emailWindowMs;
    const times = (failures.get(key(email)) ?? []).filter((time) => time > since);
    if (times.length) failures.set(key(email), times);
    else failures.delete(key(email));
    return times;
  }

  function prune() {
    const now = settings.now();
    const refillMs = (settings.addressBurst / settings.addressPerSecond) * 1000;
    if (buckets.size > PRUNE_AT) for (const [address, b] of buckets) if (now - b.at > refillMs) buckets.delete(address);
    if (failures.size > PRUNE_AT) for (const email of [...failures.keys()]) recent(email);
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
    emailAllowed(email) {
      return recent(email).length < settings.emailFailures;
    },
    recordFailure(email) {
      failures.set(key(email), [...recent(email), settings.now()]);
    },
  };
}
