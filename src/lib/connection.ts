/**
 * True when the browser says it has no network connection. A request or a code chunk that failed
 * while this holds is reported as "offline" rather than as a server error, which would be untrue.
 */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;
