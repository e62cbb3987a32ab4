export * from './client';
export * from './auth';
export * from './fighters';
export * from './rankings';
export * from './events';
