export * from './capabilities.ts';
export * from './form-mapping.ts';
export * from './register.ts';
