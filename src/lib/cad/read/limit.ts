/**
 * The most triangles the machining read takes: about eleven rays each, some seconds in a phone's
 * worker at this size. A denser model is not read rather than read for a minute. In a module of its
 * own so the parser worker can decide before it loads the read's code.
 */
export const READ_TRIANGLE_LIMIT = 150_000;
