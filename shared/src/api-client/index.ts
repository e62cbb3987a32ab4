export * from './client';
export * from './auth';
export * from './fighters';
