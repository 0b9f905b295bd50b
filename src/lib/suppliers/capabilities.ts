/*
 * The capability vocabulary lives in src/shared/suppliers/, where the lead forms' field tables
 * (read by Deno too) take it; the app's code keeps importing it from here.
 */
export * from '../../shared/suppliers/capabilities.ts';
