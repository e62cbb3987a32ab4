export * from './render-with-providers';
export * from './asked-queries';
export * from './fixtures';
